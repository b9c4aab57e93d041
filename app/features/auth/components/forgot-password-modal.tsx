import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { OtpCodeStep, type OtpStepTicket } from '../../../components/ui/otp-code-step.tsx';
import { isApiError } from '../../../shared/api-client.ts';
import { errorMessageFor } from '../../../shared/error-message.ts';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import { modals } from '../../../shared/modal-store.ts';
import { requestPasswordReset, resetPassword, verifyResetCode } from '../auth.client.ts';
import { forgotPasswordSchema, newPasswordSchema, passwordMinLength, type ForgotPasswordTicket } from '../auth.schemas.ts';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose(): void;
}

type Step = 'username' | 'code' | 'password' | 'done';

const ticketOf = (t: ForgotPasswordTicket): OtpStepTicket => ({
  reference: t.otpReferenceCode,
  to: t.phone,
  expiresInSeconds: t.expiresInSeconds,
  resendInSeconds: t.resendInSeconds,
});

/**
 * Forgot password, from the login dialog: the username → an SMS code to the account's phone (reference, live
 * countdown, resend after the resend time) → a new password twice → done, then log in. The server answers the first
 * step alike for every name, so the dialog never tells whether an account exists.
 */
export function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const { t, i18n } = useTranslation(['auth', 'common', 'otp']);
  const { lang } = useParams();
  const locale = lang ?? i18n.language;
  const [step, setStep] = useState<Step>('username');
  const [username, setUsername] = useState('');
  const [ticket, setTicket] = useState<OtpStepTicket | null>(null);
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLButtonElement>(null);

  // A closed dialog starts over next time.
  useEffect(() => {
    if (open) return;
    setStep('username');
    setTicket(null);
    setVerifyToken(null);
    setPassword('');
    setConfirm('');
    setErrors({});
    setFailure(null);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const target = { username: first, code: codeRef, password: passwordRef, done: loginRef }[step];
    target.current?.focus();
  }, [open, step]);

  const message = (e: FieldError | undefined) => (e ? t([`auth:errors.${e.errorCode}`, `otp:errors.${e.errorCode}`], { ...e.params }) : undefined);
  const serverText = (err: unknown) => (isApiError(err) ? errorMessageFor(err, locale) : String((err as Error)?.message ?? err));

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ username, typeVerified: 'sms' });
    if (!parsed.success) return setErrors(firstErrorByField(fieldErrorsFromIssues(parsed.error.issues)));
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      setTicket(ticketOf(await requestPasswordReset(parsed.data)));
      setStep('code');
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.length && err.code === 400) setErrors(firstErrorByField(err.fieldErrors));
      else setFailure(serverText(err));
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = newPasswordSchema(locale).safeParse({ password, confirm_password: confirm });
    if (!parsed.success) return setErrors(firstErrorByField(fieldErrorsFromIssues(parsed.error.issues)));
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await resetPassword({ verifyToken: verifyToken!, ...parsed.data });
      setStep('done');
    } catch (err) {
      if (isApiError(err) && err.errorCode === 'OTP_VERIFY_TOKEN_INVALID') {
        // The proof ran out: start over from the username, saying why.
        setStep('username');
        setFailure(serverText(err));
      } else if (isApiError(err) && err.fieldErrors.length && err.code === 400) setErrors(firstErrorByField(err.fieldErrors));
      else modals.open('error', { error: isApiError(err) ? err : { message: serverText(err) }, title: t('forgot.failedTitle') });
    } finally {
      setBusy(false);
    }
  }

  const title = {
    username: t('forgot.title'),
    code: t('otp:step.titlePhone'),
    password: t('forgot.newPasswordTitle'),
    done: t('forgot.successTitle'),
  }[step];
  const backToLogin = (
    <p className="text-center text-sm">
      <button type="button" className="font-semibold text-primary hover:underline" onClick={() => modals.open('login')}>
        {t('forgot.backToLogin')}
      </button>
    </p>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={title}
      closeLabel={t('common:close')}
      initialFocus={first}
    >
      {step === 'username' ? (
        <form method="post" noValidate onSubmit={sendCode} className="flex flex-col gap-4" aria-label={t('forgot.title')}>
          <p className="text-sm text-text-muted">{t('forgot.intro')}</p>
          {failure ? <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm text-danger">{failure}</p> : null}
          <Input
            ref={first}
            name="username"
            label={t('forgot.username')}
            placeholder={t('forgot.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={message(errors.username)}
          />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          {backToLogin}
        </form>
      ) : null}

      {step === 'code' && ticket ? (
        <OtpCodeStep
          ticket={ticket}
          codeRef={codeRef}
          onVerify={async (code) => {
            const result = await verifyResetCode({ username: username.trim(), otpReferenceCode: ticket.reference, code });
            setVerifyToken(result.verifyToken);
            setStep('password');
          }}
          onResend={async () => {
            const next = ticketOf(await requestPasswordReset({ username: username.trim(), typeVerified: 'sms' }));
            setTicket(next);
            return next;
          }}
          onBack={() => setStep('username')}
        />
      ) : null}

      {step === 'password' ? (
        <form method="post" noValidate onSubmit={save} className="flex flex-col gap-4" aria-label={t('forgot.newPasswordTitle')}>
          {failure ? <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm text-danger">{failure}</p> : null}
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('forgot.newPassword')}
            placeholder={t('forgot.newPasswordPlaceholder')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={message(errors.password)}
            hint={t('register.passwordHint', { min: passwordMinLength(locale) })}
            toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
          />
          <PasswordInput
            name="confirm_password"
            label={t('forgot.confirmPassword')}
            placeholder={t('forgot.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={message(errors.confirm_password)}
            toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
          />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {busy ? t('forgot.saving') : t('forgot.save')}
          </Button>
        </form>
      ) : null}

      {step === 'done' ? (
        <div className="flex flex-col items-center gap-5 py-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-success/15 text-success" aria-hidden>
            <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <p role="status">{t('forgot.success')}</p>
          <Button ref={loginRef} size="lg" fullWidth onClick={() => modals.open('login')}>{t('forgot.login')}</Button>
        </div>
      ) : null}
    </Dialog>
  );
}
