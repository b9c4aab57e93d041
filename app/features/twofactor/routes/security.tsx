import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { parseForm, SECRET_FIELDS, serviceFailureMessages, type FormResult } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { SecurityPage } from '../components/security-page';
import { deviceName } from '../device-name';
import {
  confirmFormSchema,
  disableFormSchema,
  endSessionFormSchema,
  startFormSchema,
  type TwoFactorIntent,
  TWOFACTOR_INTENTS,
} from '../twofactor.schemas';
import type { Route } from './+types/security';

export const handle = { i18n: ['twofactor'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'twofactor', 'title'), { name: 'robots', content: 'noindex' }];
}

export interface SessionRow {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  ip: string | null;
  lastSeenAt: string;
  createdAt: string;
}

/** The page's data: the second factor's state, a waiting enrolment's QR code and secret, the open sessions. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const [status, enrolment, sessions] = await Promise.all([
    ctx.services.twoFactor.status(member.id),
    ctx.services.twoFactor.pendingEnrolment(member.id, member.username),
    ctx.services.auth.sessions(member.id, member.sessionId),
  ]);
  return {
    locale: params.lang,
    status,
    enrolment: enrolment ? { secret: enrolment.secret, qrDataUrl: enrolment.qrDataUrl } : null,
    sessions: sessions.map(
      (s): SessionRow => ({
        id: s.id,
        current: s.current,
        ...deviceName(s.userAgent),
        ip: s.ip,
        lastSeenAt: s.lastSeenAt.toISOString(),
        createdAt: s.createdAt.toISOString(),
      }),
    ),
  };
}

export interface SecurityActionData {
  intent: TwoFactorIntent | null;
  result: FormResult;
  /** Shown this once, right after 2FA was turned on. */
  recoveryCodes?: string[];
  done?: 'enabled' | 'disabled' | 'session-ended';
}

const isIntent = (v: unknown): v is TwoFactorIntent => TWOFACTOR_INTENTS.includes(v as TwoFactorIntent);

/**
 * POST: start an enrolment (a new secret), confirm it with the app's first code (the recovery codes come back this
 * once), turn 2FA off with a code, or end one of the member's sessions. Codes never come back in an answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isIntent(intent))
    return data<SecurityActionData>(
      { intent: null, result: { status: 'error', error: { '': [{ errorCode: 'INVALID_FIELD' }] } } },
      { status: 400 },
    );
  const schema = {
    start: startFormSchema,
    confirm: confirmFormSchema,
    disable: disableFormSchema,
    'end-session': endSessionFormSchema,
  }[intent];
  const submission = parseForm(form, schema);
  if (submission.status !== 'success')
    return data<SecurityActionData>(
      { intent, result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  const v = submission.value as { totp_code?: string; session_id?: string };
  const { twoFactor, auth } = ctx.services;
  try {
    if (intent === 'start') {
      await twoFactor.startEnrolment(member.id, member.username);
      return { intent, result: submission.reply({ resetForm: true }) } satisfies SecurityActionData;
    }
    if (intent === 'confirm') {
      const { recoveryCodes } = await twoFactor.confirmEnrolment(member.id, v.totp_code!);
      return {
        intent,
        result: submission.reply({ resetForm: true }),
        recoveryCodes,
        done: 'enabled',
      } satisfies SecurityActionData;
    }
    if (intent === 'disable') {
      await twoFactor.disable(member.id, v.totp_code!);
      return { intent, result: submission.reply({ resetForm: true }), done: 'disabled' } satisfies SecurityActionData;
    }
    // This browser's own session ends with the log-out button, which also forgets the cookie.
    if (v.session_id === member.sessionId)
      return data<SecurityActionData>(
        { intent, result: submission.reply({ formErrors: [{ errorCode: 'SESSION_CURRENT' }] }) },
        { status: 400 },
      );
    const ended = await auth.endSession(member.id, v.session_id!);
    if (!ended)
      return data<SecurityActionData>(
        { intent, result: submission.reply({ formErrors: [{ errorCode: 'SESSION_NOT_FOUND' }] }) },
        { status: 404 },
      );
    return { intent, result: submission.reply(), done: 'session-ended' } satisfies SecurityActionData;
  } catch (err) {
    const failure = serviceFailureMessages(err);
    if (!failure) throw err;
    return data<SecurityActionData>(
      { intent, result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) },
      { status: failure.status },
    );
  }
}

export default function SecurityRoute({ loaderData }: Route.ComponentProps) {
  return <SecurityPage {...loaderData} />;
}
