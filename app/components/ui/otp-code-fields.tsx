import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';

/** What the code step shows of a sent code (any flow maps its answer to this). */
export interface OtpStepTicket {
  /** The 4-letter reference printed in the message. */
  reference: string;
  /** Where the code went, masked. */
  to: string;
  /** Seconds the code lasts, and seconds until another may be sent, counted from when the answer arrived. */
  expiresInSeconds: number;
  resendInSeconds: number;
}

export interface OtpCodeFieldsProps {
  ticket: OtpStepTicket;
  channel?: 'sms' | 'email';
  /** A line above the code field (what the code is for). */
  intro?: ReactNode;
  /** The code input's name and key (Conform's field), its error text, and the form's own error (e.g. too soon). */
  codeName: string;
  codeKey?: string;
  codeError?: string;
  formError?: string;
  /** A new code was just sent (shows 'The OTP was sent …'). */
  resent?: boolean;
  /** The value of the `intent` field of each button: confirm, resend, and back (no back button without it). */
  intents: { verify: string; resend: string; back?: string };
  /** Which button's request is under way. */
  busy?: 'verify' | 'resend' | 'back' | null;
  codeRef?: Ref<HTMLInputElement>;
  /** Label of the confirm button (default 'Confirm'). */
  submitLabel?: string;
  /** Back without a request (the page runs): the flow keeps what was typed in its first step. */
  onBack?(): void;
}

/** `m:ss` of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The inside of a code step's `<Form method="post">`: where the code went, its reference, the time left, the code
 * field, confirm, resend and back as submit buttons carrying their `intent`, so the step works without JavaScript
 * (the server answers a resend that comes too early with the wait). With JavaScript the time left counts down and
 * the resend button opens when the resend time has passed. The form and its action belong to the feature.
 */
export function OtpCodeFields({
  ticket,
  channel = 'sms',
  intro,
  codeName,
  codeKey,
  codeError,
  formError,
  resent,
  intents,
  busy = null,
  codeRef,
  submitLabel,
  onBack,
}: OtpCodeFieldsProps) {
  const { t } = useTranslation('otp');
  const hydrated = useHydrated();
  const [deadlines, setDeadlines] = useState(() => ({ expiresAt: 0, resendAt: 0 }));
  const [now, setNow] = useState(0);

  // Deadlines are counted on this device's clock from when the ticket arrived.
  useEffect(() => {
    const start = Date.now();
    setDeadlines({
      expiresAt: start + ticket.expiresInSeconds * 1000,
      resendAt: start + ticket.resendInSeconds * 1000,
    });
    setNow(start);
  }, [ticket]);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  const started = now > 0;
  const secondsLeft = started ? (deadlines.expiresAt - now) / 1000 : ticket.expiresInSeconds;
  const resendIn = started ? Math.ceil((deadlines.resendAt - now) / 1000) : ticket.resendInSeconds;
  const expired = secondsLeft <= 0;
  // Without JavaScript nothing counts down: the button stays usable and the server says when it is too soon.
  const resendWaits = hydrated && resendIn > 0;

  return (
    <div className="flex flex-col gap-4">
      {intro ? <p className="text-sm text-text-muted">{intro}</p> : null}
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4">
        <p className="text-sm">{t('step.sentTo', { to: ticket.to })}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="rounded-lg bg-surface-alt px-3 py-1 text-sm font-bold" data-testid="otp-reference">
            {t('step.reference', { reference: ticket.reference })}
          </span>
          <span
            className={expired ? 'text-sm font-semibold text-danger' : 'text-sm text-text-muted'}
            role="timer"
            aria-live="off"
          >
            {expired ? t('step.expired') : t('step.expiresIn', { time: clockText(secondsLeft) })}
          </span>
        </div>
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <Input
        ref={codeRef}
        key={codeKey}
        name={codeName}
        label={t('step.codeLabel')}
        placeholder={t('step.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        pattern="[0-9]*"
        error={codeError}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em] [&_input::placeholder]:font-sans [&_input::placeholder]:text-base [&_input::placeholder]:tracking-normal"
      />
      {resent && !formError ? (
        <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm text-success">
          {channel === 'email' ? t('step.resentEmail') : t('step.resentSms')}
        </p>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value={intents.verify}
        size="lg"
        fullWidth
        loading={busy === 'verify'}
        disabled={busy !== null && busy !== 'verify'}
      >
        {busy === 'verify' ? t('step.verifying') : (submitLabel ?? t('step.verify'))}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {intents.back ? (
          <Button
            type="submit"
            name="intent"
            value={intents.back}
            formNoValidate
            variant="ghost"
            size="sm"
            disabled={busy !== null}
            onClick={
              onBack
                ? (e) => {
                    e.preventDefault();
                    onBack();
                  }
                : undefined
            }
          >
            {t('step.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          name="intent"
          value={intents.resend}
          formNoValidate
          variant="secondary"
          size="sm"
          loading={busy === 'resend'}
          disabled={resendWaits || (busy !== null && busy !== 'resend')}
        >
          {busy === 'resend'
            ? t('step.sending')
            : resendWaits
              ? t('step.resendIn', { seconds: resendIn })
              : t('step.resend')}
        </Button>
      </div>
    </div>
  );
}
