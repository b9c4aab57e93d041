import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { formMessage, parseForm } from '../../../shared/forms.ts';
import { MODAL_QUERY_KEY, modals } from '../../../shared/modal-store.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { DEFAULT_AUTH_RULES, loginFormSchema, type AuthRules } from '../auth.schemas.ts';
import type { AuthFormData } from '../routes/auth-forms.ts';
import { loginCodeFormSchema } from '../../twofactor/twofactor.schemas.ts';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
  rules?: AuthRules;
  /** The device's push-messaging token, sent with the login when there is one. */
  deviceToken?: string | null;
  /** The answer of this form sent without JavaScript (the page came back with the modal open). */
  lastResult?: unknown;
}

/** The page behind the modal (path and query without the ?modal= flag): where the form returns. */
export function useReturnPath(): string {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete(MODAL_QUERY_KEY);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** `?modal=<name>` on the current page: the link that opens another modal before the JavaScript runs. */
export function modalHref(returnPath: string, name: string): string {
  const [path, query = ''] = returnPath.split('?');
  const search = new URLSearchParams(query);
  search.set(MODAL_QUERY_KEY, name);
  return `${path}?${search.toString()}`;
}

/**
 * Log in with the username (or the phone number in phone mode) and the password. The form posts to the auth
 * forms' action (`/:lang/auth`, intent login) with the page's JavaScript through a fetcher, or as a plain POST
 * before it loads (the page then comes back logged in, or with the modal open and its errors). Field problems
 * show under the fields, a refused login (wrong password, too many attempts) above them; on success the page's
 * data reloads, so the header shows the member.
 */
export function LoginModal({ open, onClose, rules = DEFAULT_AUTH_RULES, deviceToken, lastResult }: LoginModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const { lang } = useParams();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AuthFormData>({ key: 'login' });
  const returnPath = useReturnPath();
  const phoneMode = rules.loginMode === 'phone';
  const first = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';
  const schema = loginFormSchema(rules);

  const [form, fields] = useForm({
    id: 'login',
    lastResult:
      fetcher.state === 'idle' ? (fetcher.data?.result ?? (lastResult as AuthFormData | undefined)?.result) : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  // Logged in: the action set the cookie and the page's loaders ran again with it.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onClose();
  }, [fetcher.state, fetcher.data, onClose]);

  // The password was right and the member has two-factor authentication on: the code step.
  const answered = fetcher.data ?? (lastResult as AuthFormData | undefined);
  const onCodeStep = answered?.step === 'totp';
  const codeSchema = loginCodeFormSchema;
  const [codeForm, codeFields] = useForm({
    id: 'login-code',
    lastResult: fetcher.state === 'idle' && onCodeStep ? answered?.result : null,
    onValidate: ({ formData }) => parseForm(formData, codeSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  const formError = formMessage(t, form.errors);
  const open2 = (name: 'register' | 'forgot-password') => (e: React.MouseEvent) => {
    e.preventDefault();
    modals.open(name);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('login.title')}
      closeLabel={t('common:close')}
      closeHref={returnPath}
      portal={false}
      initialFocus={first}
    >
      {onCodeStep ? (
        <fetcher.Form
          key="login-code"
          method="post"
          action={`/${lang}/auth`}
          {...getFormProps(codeForm)}
          className="flex flex-col gap-4"
          aria-label={t('login.totpTitle')}
        >
          <input type="hidden" name="intent" value="login-code" />
          <input type="hidden" name="redirectTo" value={returnPath} />
          {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
          <p className="text-sm text-text-muted">{t('login.totpIntro')}</p>
          {formMessage(t, codeForm.errors) ? (
            <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
              {formMessage(t, codeForm.errors)}
            </p>
          ) : null}
          <Input
            ref={first}
            key={codeFields.totp_code.key}
            name={codeFields.totp_code.name}
            label={t('login.totpCode')}
            hint={t('login.totpHint')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            error={formMessage(t, codeFields.totp_code.errors)}
          />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {busy ? t('login.submitting') : t('login.totpSubmit')}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form
          key="login-password"
          method="post"
          action={`/${lang}/auth`}
          {...getFormProps(form)}
          className="flex flex-col gap-4"
          aria-label={t('login.title')}
        >
          <input type="hidden" name="intent" value="login" />
          <input type="hidden" name="redirectTo" value={returnPath} />
          {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
          {deviceToken ? <input type="hidden" name="device_token" value={deviceToken} /> : null}
          {formError ? (
            <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <Input
            ref={first}
            key={fields.username.key}
            name={fields.username.name}
            defaultValue={typeof fields.username.initialValue === 'string' ? fields.username.initialValue : undefined}
            label={phoneMode ? t('login.phone') : t('login.username')}
            placeholder={phoneMode ? t('login.phonePlaceholder') : t('login.usernamePlaceholder')}
            autoComplete={phoneMode ? 'tel-national' : 'username'}
            inputMode={phoneMode ? 'numeric' : undefined}
            autoCapitalize="none"
            spellCheck={false}
            error={formMessage(t, fields.username.errors)}
          />
          <PasswordInput
            key={fields.password.key}
            name={fields.password.name}
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            error={formMessage(t, fields.password.errors)}
            toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
          />
          <div className="-mt-2 flex justify-end">
            <a
              href={modalHref(returnPath, 'forgot-password')}
              className="text-sm font-semibold text-primary hover:underline"
              onClick={open2('forgot-password')}
            >
              {t('login.forgotLink')}
            </a>
          </div>
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
          <p className="text-center text-sm text-text-muted">
            {t('login.noAccount')}{' '}
            <a
              href={`/${lang}/register`}
              className="font-semibold text-primary hover:underline"
              onClick={open2('register')}
            >
              {t('login.registerLink')}
            </a>
          </p>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
