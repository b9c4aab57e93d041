/**
 * A place in the top bar that other features fill from their listeners (a portal): the shell renders the empty
 * element for members, a feature's listener draws into it once it knows what to show (the unread memos). The top
 * bar's own code stays as it is, and the feature's code loads with its listener.
 */
export const HEADER_ALERTS_ID = 'header-alerts';
