import { getFormProps, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { formatDateTime } from '../../../shared/dates';
import { formMessage, parseForm } from '../../../shared/forms';
import type { SecurityActionData, SessionRow } from '../routes/security';
import { confirmFormSchema, disableFormSchema, type TwoFactorStatus } from '../twofactor.schemas';

const TIME_ZONE = 'Asia/Bangkok';

export interface SecurityPageProps {
  locale: string;
  status: TwoFactorStatus;
  enrolment: { secret: string; qrDataUrl: string } | null;
  sessions: SessionRow[];
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Alert({ tone, children }: { tone: 'danger' | 'success'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={
        tone === 'danger'
          ? 'rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger'
          : 'rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success'
      }
    >
      {children}
    </p>
  );
}

/**
 * setting/security: two-factor authentication (set up with the QR code or the key, confirmed with the app's first
 * code; the recovery codes shown once; turned off with a code) and the member's open sessions, each of which but
 * this browser's can be ended. Every form is a POST of the page's action and works before the JavaScript loads.
 */
export function SecurityPage({ locale, status, enrolment, sessions }: SecurityPageProps) {
  const { t } = useTranslation(['twofactor', 'common']);
  const actionData = useActionData<SecurityActionData>();
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const last = (intent: SecurityActionData['intent']) =>
    idle && actionData?.intent === intent ? actionData.result : null;

  const [confirmForm, confirmFields] = useForm({
    id: 'totp-confirm',
    lastResult: last('confirm'),
    onValidate: ({ formData }) => parseForm(formData, confirmFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [disableForm, disableFields] = useForm({
    id: 'totp-disable',
    lastResult: last('disable'),
    onValidate: ({ formData }) => parseForm(formData, disableFormSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const recoveryCodes = idle && actionData?.done === 'enabled' ? actionData.recoveryCodes : undefined;
  const sessionError =
    actionData?.intent === 'end-session' ? formMessage(t, actionData.result.error?.[''] ?? undefined) : undefined;
  const startError =
    actionData?.intent === 'start' ? formMessage(t, actionData.result.error?.[''] ?? undefined) : undefined;

  return (
    <div className="flex w-full max-w-2xl flex-col gap-6">
      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="totp-title">
        <h1 id="totp-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <h2 className="mt-4 text-lg font-semibold">{t('totp.heading')}</h2>
        <p className="mt-1 text-sm text-text-muted">{t('totp.intro')}</p>

        {recoveryCodes ? (
          <div className="mt-4 flex flex-col gap-3">
            <Alert tone="success">{t('totp.enabled')}</Alert>
            <h3 className="font-semibold">{t('recovery.heading')}</h3>
            <p className="text-sm text-text-muted">{t('recovery.once')}</p>
            <ul
              aria-label={t('recovery.heading')}
              className="grid grid-cols-2 gap-2 rounded-lg bg-surface-alt p-3 font-mono text-sm"
            >
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {status.enabled ? (
          <div className="mt-4 flex flex-col gap-4">
            {!recoveryCodes ? (
              <p className="text-sm font-medium">
                <span className="rounded-full bg-success/15 px-2 py-0.5 text-success">{t('totp.on')}</span>{' '}
                {t('recovery.left', { count: status.recoveryCodesLeft })}
              </p>
            ) : null}
            {idle && actionData?.done === 'disabled' ? null : (
              <Form method="post" {...getFormProps(disableForm)} className="flex flex-col gap-3">
                <input type="hidden" name="intent" value="disable" />
                <h3 className="font-semibold">{t('disable.heading')}</h3>
                {formMessage(t, disableForm.errors) ? (
                  <Alert tone="danger">{formMessage(t, disableForm.errors)}</Alert>
                ) : null}
                <Input
                  key={disableFields.totp_code.key}
                  name={disableFields.totp_code.name}
                  label={t('code.label')}
                  hint={t('code.hintWithRecovery')}
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={11}
                  error={formMessage(t, disableFields.totp_code.errors)}
                />
                <Button type="submit" variant="danger" loading={pendingIntent === 'disable'}>
                  {t('disable.submit')}
                </Button>
              </Form>
            )}
          </div>
        ) : enrolment ? (
          <div className="mt-4 flex flex-col gap-4">
            <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm">
              <li>{t('enrol.step1')}</li>
              <li>{t('enrol.step2')}</li>
            </ol>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <img
                src={enrolment.qrDataUrl}
                alt={t('enrol.qrAlt')}
                width={240}
                height={240}
                className="rounded-lg bg-white"
              />
              <div className="flex flex-col gap-1 text-sm">
                <span className="text-text-muted">{t('enrol.keyLabel')}</span>
                <code
                  data-testid="totp-secret"
                  className="rounded bg-surface-alt px-2 py-1 font-mono text-base [overflow-wrap:anywhere]"
                >
                  {grouped(enrolment.secret)}
                </code>
              </div>
            </div>
            <Form method="post" {...getFormProps(confirmForm)} className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="confirm" />
              {formMessage(t, confirmForm.errors) ? (
                <Alert tone="danger">{formMessage(t, confirmForm.errors)}</Alert>
              ) : null}
              <Input
                key={confirmFields.totp_code.key}
                name={confirmFields.totp_code.name}
                label={t('code.label')}
                hint={t('code.hint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={formMessage(t, confirmFields.totp_code.errors)}
              />
              <Button type="submit" loading={pendingIntent === 'confirm'}>
                {t('enrol.confirm')}
              </Button>
            </Form>
          </div>
        ) : (
          <Form method="post" className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value="start" />
            {idle && actionData?.done === 'disabled' ? <Alert tone="success">{t('totp.disabled')}</Alert> : null}
            {startError ? <Alert tone="danger">{startError}</Alert> : null}
            <p className="text-sm">
              <span className="rounded-full bg-surface-alt px-2 py-0.5">{t('totp.off')}</span>
            </p>
            <Button type="submit" loading={pendingIntent === 'start'}>
              {t('enrol.start')}
            </Button>
          </Form>
        )}
      </section>

      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-lg font-semibold">
          {t('sessions.heading')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('sessions.intro')}</p>
        {idle && actionData?.done === 'session-ended' ? (
          <div className="mt-3">
            <Alert tone="success">{t('sessions.ended')}</Alert>
          </div>
        ) : null}
        {sessionError ? (
          <div className="mt-3">
            <Alert tone="danger">{sessionError}</Alert>
          </div>
        ) : null}
        <ul className="mt-4 flex flex-col divide-y divide-border">
          {sessions.map((s) => {
            const device = [s.browser, s.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {device}{' '}
                    {s.current ? (
                      <span className="ms-1 rounded-full bg-primary/15 px-2 py-0.5 text-xs text-primary">
                        {t('sessions.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-text-muted">
                    {t('sessions.lastUsed')}{' '}
                    <time dateTime={s.lastSeenAt}>{formatDateTime(s.lastSeenAt, { locale, timeZone: TIME_ZONE })}</time>
                    {s.ip ? ` · ${s.ip}` : ''}
                  </p>
                </div>
                {s.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="session_id" value={s.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="secondary"
                      aria-label={t('sessions.endNamed', { device })}
                      loading={pendingIntent === 'end-session' && navigation.formData?.get('session_id') === s.id}
                    >
                      {t('sessions.end')}
                    </Button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
