import { z } from 'zod';
import { GATEWAY_LANGS } from './i18n.ts';
import { METHODS } from './methods.ts';

/** The merchant API's request bodies (amounts in integer minor units; see README.md). */

const MAX_AMOUNT = 1_000_000_000_000; // 10^12 minor units: far above any deposit, far below 2^53

const reference = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
const amount = z.number().int().positive().max(MAX_AMOUNT);
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');
/** Whether `value` holds a control character (C0 or DEL): never part of a name or an account number. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasControlCharacter(value), 'no control characters');
const optionalText = (max: number) => text(max).optional();

export const paymentRequestSchema = z
  .object({
    merchant_reference: reference,
    method: z.enum(METHODS),
    amount,
    fee: z.number().int().min(0).max(MAX_AMOUNT),
    currency,
    locale: z.enum(GATEWAY_LANGS),
    expires_in_seconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 86_400),
    return_url: z.string().min(1).max(2000),
    payer: z.object({
      name: text(200),
      bank_code: optionalText(50),
      bank_account_no: optionalText(50),
    }),
    crypto: z
      .object({
        token: z.string().regex(/^[A-Za-z0-9]{2,12}$/, 'letters and digits'),
        network: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _-]{1,29}$/, 'letters, digits, space, _ or -'),
        rate: z.string().regex(/^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,12})?$/, 'a positive decimal, e.g. "36.25"'),
        confirmations_required: z.number().int().min(1).max(100),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fee >= body.amount) ctx.addIssue({ code: 'custom', path: ['fee'], message: 'must be below the amount' });
    if (body.method === 'CRYPTO' && !body.crypto)
      ctx.addIssue({ code: 'custom', path: ['crypto'], message: 'required for CRYPTO' });
    if (body.method !== 'CRYPTO' && body.crypto)
      ctx.addIssue({ code: 'custom', path: ['crypto'], message: 'only for CRYPTO' });
    if ((body.method === 'PROMPTPAY' || body.method === 'TRUEWALLET') && body.currency !== 'THB')
      ctx.addIssue({ code: 'custom', path: ['currency'], message: `${body.method} takes THB only` });
  });
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

export const payoutRequestSchema = z
  .object({
    merchant_reference: reference,
    amount,
    currency,
    beneficiary: z.object({
      name: text(200),
      bank_code: optionalText(50),
      bank_account_no: optionalText(50),
      crypto_address: optionalText(120),
      network: optionalText(30),
    }),
  })
  .superRefine((body, ctx) => {
    const b = body.beneficiary;
    if (!b.bank_account_no && !b.crypto_address)
      ctx.addIssue({
        code: 'custom',
        path: ['beneficiary'],
        message: 'needs bank_account_no or crypto_address',
      });
    if (b.crypto_address && !b.network)
      ctx.addIssue({ code: 'custom', path: ['beneficiary', 'network'], message: 'required with crypto_address' });
  });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** The simulator's action as JSON (amount in minor units). */
export const simulatePaymentSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'expired']),
  amount: amount.optional(),
});

/** The simulator page's form post: the amount a person typed, in the currency's major unit. */
export const simulatePaymentFormSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'expired']),
  paid_amount: z.string().max(40).optional(),
  lang: z.string().max(10).optional(),
});

export const simulatePayoutSchema = z.object({ outcome: z.enum(['paid', 'failed']) });

const idPattern = (prefix: string) => new RegExp(`^${prefix}_[a-z0-9]{24}$`);
export const paymentIdSchema = z.string().regex(idPattern('pay'));
export const payoutIdSchema = z.string().regex(idPattern('po'));

export const deliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  payment_id: paymentIdSchema.optional(),
  payout_id: payoutIdSchema.optional(),
});

/** Keys sorted at every level: the same request always hashes the same, whatever order its fields came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A short summary of what zod refused, for the error message. */
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}
