/** The referral code cookie: <WEB_NAME>refCode. */
export function refCodeCookieName(webName: string): string {
  return `${webName}refCode`;
}

const REF_CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The referral code to keep for a visitor: the query's ref_code, else the stored one. Members keep nothing.
 * `store` is true when the cookie must be (re)written.
 */
export function referralToKeep(
  loggedIn: boolean,
  queryRef: string | null,
  storedRef: string | undefined,
): { code: string | null; store: boolean } {
  if (loggedIn) return { code: null, store: false };
  if (queryRef && REF_CODE_RE.test(queryRef)) return { code: queryRef, store: queryRef !== storedRef };
  if (storedRef && REF_CODE_RE.test(storedRef)) return { code: storedRef, store: false };
  return { code: null, store: false };
}
