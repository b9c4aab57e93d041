/**
 * The push prompt's rules (platform-shell, "Push notification prompt"), without React and without the browser so
 * they can be tested: permission granted or denied → no prompt; otherwise the trigger allowance decides — active 1
 * shows the site's own prompt after PROMPT_DELAY_MS, active 0 asks the browser for permission at once; a device
 * without Web Push logs 'Device is not supported'. The trigger is fetched only while the local-storage marker is
 * absent: once the member has answered a prompt, no other is shown in this browser.
 */

/** How long after the page opens the site's own prompt appears. */
export const PROMPT_DELAY_MS = 4000;
/** The local-storage marker: set once a prompt was answered (the site's or the browser's). */
export const PROMPT_MARKER = 'push-prompt-answered';
/** The session-storage marker: this browser session's subscription was already handed to the server. */
export const SYNCED_MARKER = 'push-subscription-synced';
export const UNSUPPORTED_MESSAGE = 'Device is not supported';

export type PromptPlan =
  /** No Web Push on this device: log UNSUPPORTED_MESSAGE, nothing else. */
  | 'unsupported'
  /** Permission granted: no prompt; the subscription is kept current (once per browser session). */
  | 'keep-subscribed'
  /** Denied, or already answered here: nothing. */
  | 'nothing'
  /** Not yet asked: fetch the trigger allowance. */
  | 'ask-trigger';

export function planPrompt(facts: {
  supported: boolean;
  permission: NotificationPermission;
  answered: boolean;
  synced: boolean;
}): PromptPlan {
  if (!facts.supported) return 'unsupported';
  if (facts.permission === 'granted') return facts.synced ? 'nothing' : 'keep-subscribed';
  if (facts.permission === 'denied' || facts.answered) return 'nothing';
  return 'ask-trigger';
}

/** What the trigger allowance's is_active means: 1 the site's own prompt (after the delay), 0 the browser's. */
export function promptKind(isActive: unknown): 'site' | 'browser' {
  return isActive === 1 ? 'site' : 'browser';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Whether a subscription was made with this key (a new server key needs a new subscription). */
export function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((v, i) => v === b[i]);
}
