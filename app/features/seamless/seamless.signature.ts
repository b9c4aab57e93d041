import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Signature of a seamless-wallet call: hex HMAC-SHA256 of the raw body under the provider's secret. */
export function signWalletBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of an X-Signature header against the raw body. */
export function verifyWalletSignature(secret: string, rawBody: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
