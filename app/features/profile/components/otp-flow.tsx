import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import { enterCode, showFailure } from '../profile.client.ts';
import type { OtpTicket } from '../profile.schemas.ts';
import { clock, Notice, useErrorText, useNow } from './ui.tsx';

export interface OtpFlowProps {
  type: 'sms' | 'email';
  /** Sends a code (saving what has to be saved first) and answers its ticket; null when nothing was sent. */
  send(): Promise<OtpTicket | null>;
  sendLabel: string;
  /** The send button is not usable (the field before it is empty). */
  sendDisabled?: boolean;
  onVerified(): void | Promise<void>;
}

/**
 * One verification: send a code, then enter it beside its reference while the expiry counts down; the code can be
 * sent again once the resend time has passed.
 */
export function OtpFlow({ type, send, sendLabel, sendDisabled, onVerified }: OtpFlowProps) {
  const { t } = useTranslation(['profile', 'common']);
  const errorText = useErrorText();
  const [ticket, setTicket] = useState<OtpTicket | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const now = useNow(!!ticket);
  const codeId = useId();

  const expiresIn = ticket ? (Date.parse(ticket.expiresAt) - now) / 1000 : 0;
  const resendIn = ticket ? (Date.parse(ticket.resendAfter) - now) / 1000 : 0;

  async function doSend() {
    setSending(true);
    setErrors({});
    try {
      const next = await send();
      if (next) {
        setTicket(next);
        setCode('');
      }
    } catch (err) {
      setErrors(firstErrorByField(showFailure(err)));
    } finally {
      setSending(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!ticket) return;
    const value = code.trim();
    if (!/^\d{6,8}$/.test(value)) {
      setErrors({ code: { path: 'code', errorCode: value ? 'OTP_FORMAT' : 'OTP_REQUIRED' } });
      return;
    }
    setVerifying(true);
    setErrors({});
    try {
      await enterCode(type, ticket.reference, value);
      await onVerified();
    } catch (err) {
      const fields = showFailure(err);
      // A wrong code asks for the code again (player-features § 8).
      setErrors(fields.length ? { code: { ...fields[0], path: 'code' } } : {});
    } finally {
      setVerifying(false);
    }
  }

  const sendError = errors.type_verified ?? errors.email ?? errors.phone;
  if (!ticket) {
    return (
      <div className="flex flex-col gap-2">
        <Button variant="secondary" onClick={doSend} loading={sending} disabled={sendDisabled} className="self-start">{sendLabel}</Button>
        {sendError ? <p role="alert" className="text-xs text-danger">{errorText(sendError)}</p> : null}
      </div>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-3 md:p-4">
      <Notice tone="info">{t('basic.codeSent', { to: ticket.to })}</Notice>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{t('basic.reference', { reference: ticket.reference })}</span>
        <span className={expiresIn > 0 ? 'text-text-muted' : 'text-danger'} aria-live="off">
          {expiresIn > 0 ? t('basic.expiresIn', { time: clock(expiresIn) }) : t('basic.expired')}
        </span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          id={codeId}
          label={t('basic.codeFor', { to: ticket.to })}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={errorText(errors.code)}
          className="flex-1"
        />
        <Button type="submit" loading={verifying} disabled={expiresIn <= 0} className="sm:mt-7">{t('basic.verify')}</Button>
      </div>
      <Button variant="ghost" size="sm" onClick={doSend} loading={sending} disabled={resendIn > 0} className="self-start">
        {resendIn > 0 ? t('basic.resendIn', { seconds: Math.ceil(resendIn) }) : t('basic.resend')}
      </Button>
      {sendError ? <p role="alert" className="text-xs text-danger">{errorText(sendError)}</p> : null}
    </form>
  );
}
