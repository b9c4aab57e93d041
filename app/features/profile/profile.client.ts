import { api, isApiError, type ApiClient } from '../../shared/api-client.ts';
import type { FieldError } from '../../shared/field-errors.ts';
import { modals } from '../../shared/modal-store.ts';
import type { AuthUser } from '../auth/auth.schemas.ts';
import type { OtpStatusEntry, OtpTicket } from './profile.schemas.ts';

/**
 * The profile page's calls. Each leaves its failure to the caller: field errors go under their fields, anything
 * else opens the error modal (see `showFailure`).
 */
const quiet = { handleErrors: false } as const;

export function patchProfile(id: number, body: Record<string, unknown>, client: ApiClient = api): Promise<AuthUser> {
  return client.service<AuthUser>('mb/users').patch(id, body, undefined, quiet);
}

export function verifyBankInfo(body: { bank_currency_information_id: number; bank_no?: string; wallet_address?: string }, client: ApiClient = api) {
  return client.service('mb/user-verify-bank-info').create<{ valid: true }>(body, undefined, quiet);
}

export function requestCode(type: 'sms' | 'email', client: ApiClient = api): Promise<OtpTicket> {
  return client.service('mb/otp-status').create<OtpTicket>({ type_verified: type }, undefined, quiet);
}

export function enterCode(type: 'sms' | 'email', reference: string, code: string, client: ApiClient = api): Promise<OtpStatusEntry> {
  return client.service('mb/otp-status').patch<OtpStatusEntry>(type, { reference, code }, undefined, quiet);
}

/**
 * A failed call: its field errors when it has some (a 4xx other than 401 and 429), else the error modal and no
 * field errors.
 */
export function showFailure(err: unknown, title?: string): FieldError[] {
  if (isApiError(err) && err.code >= 400 && err.code < 500 && err.code !== 401 && err.code !== 429 && err.fieldErrors.length) return err.fieldErrors;
  modals.open('error', { error: isApiError(err) ? err : { message: String((err as Error)?.message ?? err) }, title });
  return [];
}
