import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { OtpCodeFields } from '../../../components/ui/otp-code-fields.tsx';
import { parseForm } from '../../../shared/forms.ts';
import { modals } from '../../../shared/modal-store.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { forgotPasswordSchema, newPasswordSchema, otpCodeFormSchema, passwordMinLength } from '../auth.schemas.ts';
import type { AuthFormData } from '../routes/auth-forms.ts';
import { modalHref, useReturnPath } from './login-modal.tsx';
import { useAuthMessage } from './register-form.tsx';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose(): void;
  /** The answer of this form sent without JavaScript (the page came back with the modal open on its step). */
  lastResult?: unknown;
}

/**
 * Forgot password, from the login dialog: the username → an SMS code to the account's phone (reference, countdown,
 * resend) → a new password twice → done, then log in. Each step posts to the auth forms' action (`/:lang/auth`),
 * through a fetcher with the page's JavaScript or as a plain POST before it loads; the flow's state (the name, the
 * code's reference, then the verify token) stays on the server in a sealed HttpOnly cookie, so the page only ever
 * asks for what the step needs. The server answers the first step alike for every name, so the dialog never tells
 * whether an account exists.
 */
export function ForgotPasswordModal({ open, onClose, lastResult }: ForgotPasswordModalProps) {
  const { t, i18n } = useTranslation(['auth', 'common', 'otp']);
  const message = useAuthMessage();
  const { lang } = useParams();
  const locale = lang ?? i18n.language;
  const hydrated = useHydrated();
  const returnPath = useReturnPath();
  const fetcher = useFetcher<AuthFormData>({ key: 'forgot-password' });
  const latest = fetcher.data ?? (lastResult as AuthFormData | undefined) ?? null;
  const idle = fetcher.state === 'idle';
  const sending = idle ? null : String(fetcher.formData?.get('intent') ?? '');
  const step = latest?.step && latest.step !== 'totp' ? latest.step : 'form';
  const resultOf = (s: string) => (latest?.step === s && idle ? latest.result : null);

  const [nameForm, nameFields] = useForm({
    id: 'forgot-name',
    lastResult: resultOf('form'),
    onValidate: ({ formData }) => parseForm(formData, forgotPasswordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const [codeForm, codeFields] = useForm({
    id: 'forgot-code',
    lastResult: resultOf('code'),
    onValidate: ({ formData }) =>
      parseForm(formData, formData.get('intent') === 'otp-verify' ? otpCodeFormSchema : otpCodeFormSchema.partial()),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const passwordSchema = newPasswordSchema(locale);
  const [passwordForm, passwordFields] = useForm({
    id: 'forgot-password',
    lastResult: resultOf('password'),
    onValidate: ({ formData }) => parseForm(formData, passwordSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  const first = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLAnchorElement>(null);

  // A closed dialog starts over next time.
  useEffect(() => {
    if (!open && fetcher.data) fetcher.reset?.();
  }, [open, fetcher]);

  useEffect(() => {
    if (!open || !hydrated) return;
    const target = { form: first, code: codeRef, password: passwordRef, done: loginRef }[step];
    target.current?.focus();
  }, [open, step, hydrated]);

  const title = {
    form: t('forgot.title'),
    code: t('otp:step.titlePhone'),
    password: t('forgot.newPasswordTitle'),
    done: t('forgot.successTitle'),
  }[step];
  const action = `/${locale}/auth`;
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={returnPath} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
    </>
  );
  const loginHref = modalHref(returnPath, 'login');
  const toLogin = (e: React.MouseEvent) => {
    e.preventDefault();
    modals.open('login');
  };
  const alert = (text: string | undefined) =>
    text ? (
      <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
        {text}
      </p>
    ) : null;
  const toggle = { show: t('login.showPassword'), hide: t('login.hidePassword') };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={title}
      closeLabel={t('common:close')}
      closeHref={returnPath}
      portal={false}
      initialFocus={first}
    >
      {step === 'form' ? (
        <fetcher.Form
          method="post"
          action={action}
          {...getFormProps(nameForm)}
          className="flex flex-col gap-4"
          aria-label={t('forgot.title')}
        >
          <input type="hidden" name="intent" value="forgot-password" />
          {hidden}
          <p className="text-sm text-text-muted">{t('forgot.intro')}</p>
          {alert(message(nameForm.errors))}
          <Input
            ref={first}
            key={nameFields.username.key}
            name={nameFields.username.name}
            defaultValue={
              typeof nameFields.username.initialValue === 'string' ? nameFields.username.initialValue : undefined
            }
            label={t('forgot.username')}
            placeholder={t('forgot.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={message(nameFields.username.errors)}
          />
          <Button type="submit" size="lg" fullWidth loading={sending === 'forgot-password'}>
            {sending === 'forgot-password' ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          <p className="text-center text-sm">
            <a href={loginHref} className="font-semibold text-primary hover:underline" onClick={toLogin}>
              {t('forgot.backToLogin')}
            </a>
          </p>
        </fetcher.Form>
      ) : null}

      {step === 'code' && latest?.ticket ? (
        <fetcher.Form method="post" action={action} {...getFormProps(codeForm)} aria-label={t('otp:step.titlePhone')}>
          <input type="hidden" name="flow" value="forgot-password" />
          {hidden}
          <OtpCodeFields
            ticket={latest.ticket}
            codeName={codeFields.code.name}
            codeKey={codeFields.code.key}
            codeError={message(codeFields.code.errors)}
            formError={message(codeForm.errors)}
            resent={!!latest.resent}
            intents={{ verify: 'otp-verify', resend: 'otp-request', back: 'otp-back' }}
            busy={
              sending === 'otp-verify'
                ? 'verify'
                : sending === 'otp-request'
                  ? 'resend'
                  : sending === 'otp-back'
                    ? 'back'
                    : null
            }
            codeRef={codeRef}
          />
        </fetcher.Form>
      ) : null}

      {step === 'password' ? (
        <fetcher.Form
          method="post"
          action={action}
          {...getFormProps(passwordForm)}
          className="flex flex-col gap-4"
          aria-label={t('forgot.newPasswordTitle')}
        >
          <input type="hidden" name="intent" value="reset-password" />
          {hidden}
          {alert(message(passwordForm.errors))}
          <PasswordInput
            ref={passwordRef}
            key={passwordFields.password.key}
            name={passwordFields.password.name}
            label={t('forgot.newPassword')}
            placeholder={t('forgot.newPasswordPlaceholder')}
            autoComplete="new-password"
            error={message(passwordFields.password.errors)}
            hint={t('register.passwordHint', { min: passwordMinLength(locale) })}
            toggleLabels={toggle}
          />
          <PasswordInput
            key={passwordFields.confirm_password.key}
            name={passwordFields.confirm_password.name}
            label={t('forgot.confirmPassword')}
            placeholder={t('forgot.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            error={message(passwordFields.confirm_password.errors)}
            toggleLabels={toggle}
          />
          <Button type="submit" size="lg" fullWidth loading={sending === 'reset-password'}>
            {sending === 'reset-password' ? t('forgot.saving') : t('forgot.save')}
          </Button>
        </fetcher.Form>
      ) : null}

      {step === 'done' ? (
        <div className="flex flex-col items-center gap-5 py-2 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-success/15 text-success" aria-hidden>
            <svg
              viewBox="0 0 24 24"
              className="size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <p role="status">{t('forgot.success')}</p>
          <a
            ref={loginRef}
            href={loginHref}
            onClick={toLogin}
            className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-primary px-5 font-bold text-primary-contrast hover:brightness-110"
          >
            {t('forgot.login')}
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
