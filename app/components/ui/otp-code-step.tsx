import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api-client.ts';
import { errorMessageFor, type ErrorLike } from '../../shared/error-message.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';

/** What the code step shows of a sent code (any feature maps its answer to this). */
export interface OtpStepTicket {
  /** The 4-letter reference printed in the message. */
  reference: string;
  /** Where the code went, masked. */
  to: string;
  /** Seconds the code lasts, and seconds until another may be sent, counted from when the answer arrived. */
  expiresInSeconds: number;
  resendInSeconds: number;
}

export interface OtpCodeStepProps {
  ticket: OtpStepTicket;
  channel?: 'sms' | 'email';
  /** A line above the code field (what the code is for). */
  intro?: ReactNode;
  /** Checks the code; a failure (an API error) is shown under the field. */
  onVerify(code: string): Promise<void>;
  /** Sends a new code and returns its ticket. */
  onResend(): Promise<OtpStepTicket>;
  onBack?(): void;
  /** Receives the code field (a dialog focuses it). */
  codeRef?: React.Ref<HTMLInputElement>;
  /** Label of the confirm button (default 'Confirm'). */
  submitLabel?: string;
}

const CODE_RE = /^\d{6,8}$/;

/** `m:ss` of a number of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The code step of any OTP flow: where the code went, its reference, a live countdown to its expiry in minutes, the
 * code field, confirm, and a resend button that opens when the resend time has passed. Failures of the server
 * (wrong, expired or used code, too many attempts) show under the field in the player's language.
 * The caller sends and checks the codes (its own API calls or actions); the texts are the `otp` namespace's `step`
 * and `errors` (a page or modal that shows the step loads that namespace).
 */
export function OtpCodeStep({ ticket, channel = 'sms', intro, onVerify, onResend, onBack, codeRef, submitLabel }: OtpCodeStepProps) {
  const { t, i18n } = useTranslation('otp');
  const [current, setCurrent] = useState(ticket);
  const [deadlines, setDeadlines] = useState(() => ({ expiresAt: 0, resendAt: 0 }));
  const [now, setNow] = useState(0);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Deadlines are counted on this device's clock from when the ticket arrived.
  useEffect(() => {
    const start = Date.now();
    setCurrent(ticket);
    setDeadlines({ expiresAt: start + ticket.expiresInSeconds * 1000, resendAt: start + ticket.resendInSeconds * 1000 });
    setNow(start);
  }, [ticket]);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => () => {
    if (noticeTimer.current) clearTimeout(noticeTimer.current);
  }, []);

  const started = now > 0;
  const secondsLeft = started ? (deadlines.expiresAt - now) / 1000 : current.expiresInSeconds;
  const resendIn = started ? Math.ceil((deadlines.resendAt - now) / 1000) : current.resendInSeconds;
  const expired = started && secondsLeft <= 0;

  const messageOf = (err: unknown) => (isApiError(err) || (err && typeof err === 'object' && 'message' in err)
    ? errorMessageFor(err as ErrorLike, i18n.language) || t('errors.OTP_SEND_FAILED')
    : t('errors.OTP_SEND_FAILED'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(t('errors.OTP_REQUIRED'));
    if (!CODE_RE.test(value)) return setError(t('errors.OTP_FORMAT'));
    if (expired) return setError(t('step.expired'));
    setError(null);
    setBusy('verify');
    try {
      await onVerify(value);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    setError(null);
    setNotice(null);
    try {
      const next = await onResend();
      const start = Date.now();
      setCurrent(next);
      setDeadlines({ expiresAt: start + next.expiresInSeconds * 1000, resendAt: start + next.resendInSeconds * 1000 });
      setNow(start);
      setCode('');
      setNotice(channel === 'email' ? t('step.resentEmail') : t('step.resentSms'));
      if (noticeTimer.current) clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(null), 8000);
    } catch (err) {
      // Too soon: the server says when, so the button waits until then.
      const retryAfter = isApiError(err) ? Number((err.data as { retryAfter?: unknown } | undefined)?.retryAfter) : NaN;
      if (isApiError(err) && err.errorCode === 'OTP_RESEND_TOO_SOON' && Number.isFinite(retryAfter)) {
        setDeadlines((d) => ({ ...d, resendAt: Date.now() + retryAfter * 1000 }));
      }
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={channel === 'email' ? t('step.titleEmail') : t('step.titlePhone')}>
      {intro ? <p className="text-sm text-text-muted">{intro}</p> : null}
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4">
        <p className="text-sm">{t('step.sentTo', { to: current.to })}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="rounded-lg bg-surface-alt px-3 py-1 text-sm font-bold" data-testid="otp-reference">
            {t('step.reference', { reference: current.reference })}
          </span>
          <span className={expired ? 'text-sm font-semibold text-danger' : 'text-sm text-text-muted'} role="timer" aria-live="off">
            {expired ? t('step.expired') : t('step.expiresIn', { time: clockText(secondsLeft) })}
          </span>
        </div>
      </div>
      <Input
        ref={codeRef}
        name="otp"
        label={t('step.codeLabel')}
        placeholder={t('step.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={error ?? undefined}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em] [&_input::placeholder]:font-sans [&_input::placeholder]:text-base [&_input::placeholder]:tracking-normal"
      />
      {notice ? <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm text-success">{notice}</p> : null}
      <Button type="submit" size="lg" fullWidth loading={busy === 'verify'} disabled={busy === 'resend'}>
        {busy === 'verify' ? t('step.verifying') : submitLabel ?? t('step.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {onBack ? (
          <Button variant="ghost" size="sm" onClick={onBack} disabled={busy !== null}>{t('step.back')}</Button>
        ) : <span />}
        <Button variant="secondary" size="sm" onClick={resend} loading={busy === 'resend'} disabled={resendIn > 0 || busy === 'verify'}>
          {busy === 'resend' ? t('step.sending') : resendIn > 0 ? t('step.resendIn', { seconds: resendIn }) : t('step.resend')}
        </Button>
      </div>
    </form>
  );
}
