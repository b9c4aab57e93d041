import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { readFormLimited as readFormLimitedBy } from '../../../server/uploads/images.ts';
import { parseForm, serviceFailureMessages, type FormMessage, type FormResult } from '../../shared/forms.ts';
import type { CashboxMember } from './cashbox.service.server.ts';
import type { CashboxPageData } from './cashbox.page.server.ts';
import {
  depositFormSchema,
  depositLimits,
  SLIP_MAX_BYTES,
  transferFormSchema,
  withdrawFormSchema,
  type CashboxIntent,
  type GatewayMethod,
} from './cashbox.schemas.ts';

/** What the wallet page's action answers to the form that posted. */
export interface CashboxActionData {
  intent: CashboxIntent | null;
  result: FormResult;
  /** Where to go after a success (the page redirects there). */
  done?: 'deposit' | 'withdraw' | 'transfer' | 'payment';
}

/** The limits the deposit form checks, from the page's payment types: the bank's when set, else the type's. */
export function depositLimitsOf(types: CashboxPageData['types']) {
  return (method: string | undefined, bankId: number | undefined) => {
    const type = types.find((t) => t.category === method);
    const limits = type?.payment_type_currency_limits[0];
    if (!type || !limits) return null;
    const bank = bankId ? type.payment_bank_information?.find((b) => b.id === bankId) : undefined;
    return depositLimits(limits, bank ?? null);
  };
}

/** A body of the wallet page: a slip makes it multipart; more than a slip and its fields is refused unread. */
export const FORM_BODY_MAX = SLIP_MAX_BYTES + 64 * 1024;

/**
 * The request's form, read with a byte limit: the declared length is checked first, then the bytes are counted as
 * they arrive, so a body past the limit is never buffered whole.
 */
export function readFormLimited(request: Request, max = FORM_BODY_MAX): Promise<FormData> {
  return readFormLimitedBy(request, max, () => new AppError('BadRequest', 'SLIP_TOO_LARGE', { params: { max: 2 } }));
}

function refused(
  intent: CashboxIntent,
  submission: {
    reply(o: {
      formErrors?: FormMessage[];
      fieldErrors?: Record<string, FormMessage[]>;
      hideFields?: string[];
    }): FormResult;
  },
  err: unknown,
): { status: number; data: CashboxActionData } {
  const failure = serviceFailureMessages(err);
  if (!failure) throw err;
  const reply = submission.reply({
    formErrors: failure.formErrors,
    fieldErrors: failure.fieldErrors,
    hideFields: ['totp_code'],
  });
  return { status: failure.status, data: { intent, result: reply } };
}

function badIntent(): { status: number; data: CashboxActionData } {
  const errors: FormMessage[] = [{ errorCode: 'INVALID_FIELD' }];
  return {
    status: 400,
    data: { intent: null, result: { status: 'error', error: { '': errors } } as FormResult },
  };
}

/**
 * The wallet page's POST: the form named by `intent` (transfer, deposit, withdraw) parsed with its schema (the one
 * the browser parses), then the cashbox service. Bad input answers 400 with the field errors and changes nothing.
 */
export async function handleCashboxForm(input: {
  services: AppServices;
  member: CashboxMember;
  locale: string;
  page: CashboxPageData;
  form: FormData;
  returnUrl: string;
}): Promise<{ status: number; data: CashboxActionData }> {
  const { services, member, page, form } = input;
  const intent = form.get('intent');
  const decimals = page.currency.decimals;

  if (intent === 'transfer') {
    const submission = parseForm(form, transferFormSchema({ decimals, wallets: page.transfers }));
    if (submission.status !== 'success') return { status: 400, data: { intent, result: submission.reply() } };
    try {
      await services.cashbox.transfer(
        member,
        submission.value.wallet,
        submission.value.amount,
        submission.value.client_key,
      );
    } catch (err) {
      return refused(intent, submission, err);
    }
    return { status: 200, data: { intent, result: submission.reply({ resetForm: true }), done: 'transfer' } };
  }

  if (intent === 'withdraw') {
    const limits = { min: page.withdraw.min_withdraw, max: page.withdraw.max_withdraw };
    const submission = parseForm(form, withdrawFormSchema({ decimals, limits }));
    if (submission.status !== 'success')
      return { status: 400, data: { intent, result: submission.reply({ hideFields: ['totp_code'] }) } };
    try {
      await services.cashbox.withdraw(member, submission.value.amount, submission.value.totp_code);
    } catch (err) {
      return refused(intent, submission, err);
    }
    return { status: 200, data: { intent, result: submission.reply({ resetForm: true }), done: 'withdraw' } };
  }

  if (intent === 'deposit') {
    const submission = parseForm(form, depositFormSchema({ decimals, limitsOf: depositLimitsOf(page.types) }));
    if (submission.status !== 'success') return { status: 400, data: { intent, result: submission.reply() } };
    const v = submission.value;
    const major = v.deposit_amount / 10 ** decimals;
    try {
      if (v.method === 'SLIP') {
        const file = form.get('slip');
        let slipUrl: string | undefined;
        if (file && typeof file !== 'string' && file.size > 0) {
          const uploaded = await services.cashbox
            .uploadSlip(member, Buffer.from(await file.arrayBuffer()))
            .catch((err: unknown) => {
              // A refusal of the slip shows under the slip field.
              const f = serviceFailureMessages(err);
              if (f)
                throw new AppError(f.status === 409 ? 'Conflict' : 'BadRequest', (err as AppError).errorCode, {
                  params: (err as AppError).params,
                  data: {
                    errors: [
                      { path: 'slip', errorCode: (err as AppError).errorCode, params: (err as AppError).params },
                    ],
                  },
                });
              throw err;
            });
          slipUrl = uploaded.url;
        }
        await services.cashbox.depositSlip(member, {
          payment_bank_information_id: v.payment_bank_information_id!,
          deposit_amount: major,
          note: v.note,
          slip_image_url: slipUrl,
          promotion_information_id: v.promotion_information_id,
        });
        return { status: 200, data: { intent, result: submission.reply({ resetForm: true }), done: 'deposit' } };
      }
      await services.cashbox.depositGateway(
        member,
        {
          payment_type_code: v.method as GatewayMethod,
          deposit_amount: major,
          crypto_currency_id: v.crypto_currency_id,
          promotion_information_id: v.promotion_information_id,
        },
        { locale: input.locale, returnUrl: input.returnUrl },
      );
      return { status: 200, data: { intent, result: submission.reply({ resetForm: true }), done: 'payment' } };
    } catch (err) {
      return refused(intent, submission, err);
    }
  }
  return badIntent();
}
