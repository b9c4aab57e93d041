import type { AppServices } from '../../../server/services.ts';
import type { Locale } from '../../i18n/config.ts';
import {
  parseForm,
  SECRET_FIELDS,
  serviceFailureMessages,
  type FormMessage,
  type FormResult,
} from '../../shared/forms.ts';
import type { StepNo, StepPart } from './profile-steps.ts';
import { loadProfilePage } from './profile.page.server.ts';
import {
  bankFormSchema,
  emailFormSchema,
  isProfileComplete,
  personalChanges,
  personalFormSchema,
  profileIntentOf,
  sendCodeFormSchema,
  verifyCodeFormSchema,
  type OtpTicket,
  type ProfileIntent,
} from './profile.schemas.ts';

/** A code sent for step 1, as the page shows it (which of the two, and where it went). */
export interface ShownTicket extends Pick<OtpTicket, 'reference' | 'to' | 'expiresAt' | 'resendAfter'> {
  type_verified: 'sms' | 'email';
}

/** What the profile page's action answers to the form that posted. */
export interface ProfileActionData {
  intent: ProfileIntent | null;
  result: FormResult;
  /** Saved: the page says so. */
  saved?: boolean;
  /** Where the page goes after the save (the next part or step). */
  goTo?: { step: StepNo; part?: StepPart };
  /** The code that was sent (or is still being entered after a wrong one). */
  ticket?: ShownTicket;
  /** The phone or e-mail address was verified. */
  verified?: 'sms' | 'email';
}

export interface ProfileFormRequest {
  services: AppServices;
  memberId: number;
  locale: Locale;
  ip?: string;
  form: FormData;
}

/** A refusal of the service, under its fields (crypto_network is the network the wallet belongs to). */
function refusal(err: unknown): {
  status: number;
  formErrors: FormMessage[];
  fieldErrors: Record<string, FormMessage[]>;
} {
  const failure = serviceFailureMessages(err);
  if (!failure) throw err;
  const { crypto_network: network, ...fields } = failure.fieldErrors;
  if (network) fields.bank_currency_information_id = [...(fields.bank_currency_information_id ?? []), ...network];
  // Rules of the service that the form does not show as a field (e.g. a bank number of another bank) stay the form's.
  return { ...failure, fieldErrors: fields };
}

/**
 * The profile page's POST: the form named by `intent` parsed with its schema (the same one the browser parses),
 * then the profile service. Bad input answers 400 with the field errors and changes nothing; a refusal of the
 * service answers its status with its errors under their fields. Codes are never sent back.
 */
export async function handleProfileForm({
  services,
  memberId,
  locale,
  ip,
  form,
}: ProfileFormRequest): Promise<{ status: number; data: ProfileActionData }> {
  const intent = profileIntentOf(form.get('intent'));
  const page = await loadProfilePage(services, memberId, locale);
  if (!page) throw new Response(null, { status: 401 });
  const { user } = page;
  const fail = (status: number, result: FormResult, extra: Partial<ProfileActionData> = {}) => ({
    status,
    data: { intent, result, ...extra },
  });

  switch (intent) {
    case 'bank': {
      const submission = parseForm(form, bankFormSchema(page.banks));
      if (submission.status !== 'success') return fail(400, submission.reply());
      try {
        await services.profile.update(memberId, String(memberId), submission.value, locale);
      } catch (err) {
        const r = refusal(err);
        return fail(r.status, submission.reply(r));
      }
      return {
        status: 200,
        data: { intent, result: submission.reply(), saved: true, goTo: { step: 2, part: 'personal' } },
      };
    }
    case 'personal': {
      const submission = parseForm(
        form,
        personalFormSchema({
          rules: page.rules,
          minimumAge: page.minimumAge,
          savedQuestionId: user.security_question_id,
        }),
      );
      if (submission.status !== 'success') return fail(400, submission.reply({ hideFields: ['security_answer'] }));
      const changes = personalChanges(submission.value, user);
      let updated = user;
      if (Object.keys(changes).length) {
        try {
          updated = await services.profile.update(memberId, String(memberId), changes, locale);
        } catch (err) {
          const r = refusal(err);
          return fail(r.status, submission.reply({ ...r, hideFields: ['security_answer'] }));
        }
      }
      // A complete profile is step 2 done: on to the free credit.
      const done = isProfileComplete(updated, page.rules);
      return {
        status: 200,
        data: {
          intent,
          result: submission.reply({ resetForm: true }),
          saved: true,
          goTo: done ? { step: 3 } : { step: 2, part: 'personal' },
        },
      };
    }
    case 'email': {
      const submission = parseForm(form, emailFormSchema);
      if (submission.status !== 'success') return fail(400, submission.reply());
      try {
        if (submission.value.email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
          await services.profile.update(memberId, String(memberId), { email: submission.value.email }, locale);
        }
        const ticket = await services.profile.requestOtp(memberId, { type_verified: 'email' }, { locale, ip });
        return { status: 200, data: { intent, result: submission.reply(), ticket: shown('email', ticket) } };
      } catch (err) {
        const r = refusal(err);
        // The send's own refusals (too many codes) belong to the address.
        return fail(
          r.status,
          submission.reply({
            ...r,
            fieldErrors: { ...r.fieldErrors, ...(r.formErrors.length ? { email: r.formErrors } : {}) },
            formErrors: [],
          }),
        );
      }
    }
    case 'send-code': {
      const submission = parseForm(form, sendCodeFormSchema);
      if (submission.status !== 'success') return fail(400, submission.reply());
      try {
        const ticket = await services.profile.requestOtp(
          memberId,
          { type_verified: submission.value.type_verified },
          { locale, ip },
        );
        return {
          status: 200,
          data: { intent, result: submission.reply(), ticket: shown(submission.value.type_verified, ticket) },
        };
      } catch (err) {
        const r = refusal(err);
        return fail(r.status, submission.reply(r));
      }
    }
    case 'verify-code': {
      const submission = parseForm(form, verifyCodeFormSchema);
      const posted = ticketOfForm(form);
      if (submission.status !== 'success')
        return fail(400, submission.reply({ hideFields: SECRET_FIELDS }), { ticket: posted });
      const { type_verified: type, reference, code } = submission.value;
      try {
        await services.profile.verifyOtp(memberId, type, { reference, code });
      } catch (err) {
        const r = refusal(err);
        // A wrong code asks for the code again, under the field.
        const messages = [...r.formErrors, ...Object.values(r.fieldErrors).flat()];
        return fail(r.status, submission.reply({ fieldErrors: { code: messages }, hideFields: SECRET_FIELDS }), {
          ticket: posted,
        });
      }
      return { status: 200, data: { intent, result: submission.reply({ resetForm: true }), verified: type } };
    }
    default:
      return {
        status: 400,
        data: { intent: null, result: { status: 'error', error: { '': [{ errorCode: 'INVALID_FIELD' }] } } },
      };
  }
}

function shown(type: 'sms' | 'email', ticket: OtpTicket): ShownTicket {
  return {
    type_verified: type,
    reference: ticket.reference,
    to: ticket.to,
    expiresAt: ticket.expiresAt,
    resendAfter: ticket.resendAfter,
  };
}

/** The ticket the code form carried (shown again after a wrong code); null when it is not a whole one. */
function ticketOfForm(form: FormData): ShownTicket | undefined {
  const text = (k: string) => (typeof form.get(k) === 'string' ? String(form.get(k)) : '');
  const type = text('type_verified');
  const reference = text('reference');
  const expiresAt = text('expires_at');
  const resendAfter = text('resend_after');
  if (
    (type !== 'sms' && type !== 'email') ||
    !/^[A-Z]{4}$/.test(reference) ||
    Number.isNaN(Date.parse(expiresAt)) ||
    Number.isNaN(Date.parse(resendAfter))
  )
    return undefined;
  return { type_verified: type, reference, to: text('to').slice(0, 320), expiresAt, resendAfter };
}
