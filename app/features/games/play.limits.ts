/** The play feature's limits, without the schemas (browser code that needs a limit does not load zod). */

/** The spec's favourite games limit. */
export const FAVOURITE_LIMIT = 50;
/** Last played games kept per member (the list shows at most this many). */
export const LAST_PLAYED_KEEP = 50;
