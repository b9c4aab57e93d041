import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../shared/api-client.ts';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import { modals } from '../../../shared/modal-store.ts';
import { login } from '../auth.client.ts';
import { DEFAULT_AUTH_RULES, loginFormSchema, type AuthRules } from '../auth.schemas.ts';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
  rules?: AuthRules;
  /** The device's push-messaging token, sent with the login when there is one. */
  deviceToken?: string | null;
}

/**
 * Log in with the username (or the phone number in phone mode) and the password. Field problems show under the
 * fields; a refused login shows as an alert titled 'Login failed' with the server's message and OK. On success
 * the page's data reloads, so the header shows the member.
 */
export function LoginModal({ open, onClose, rules = DEFAULT_AUTH_RULES, deviceToken }: LoginModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  const revalidator = useRevalidator();
  const phoneMode = rules.loginMode === 'phone';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) {
      setPassword('');
      setErrors({});
    }
  }, [open]);

  const message = (e: FieldError | undefined) => (e ? t(`errors.${e.errorCode}`, { ...e.params }) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginFormSchema(rules).safeParse({ strategy: 'local', username, password });
    if (!parsed.success) {
      setErrors(firstErrorByField(fieldErrorsFromIssues(parsed.error.issues)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login({ username: parsed.data.username, password, ...(deviceToken ? { device_token: deviceToken } : {}) });
      setUsername('');
      setPassword('');
      onClose();
      await revalidator.revalidate();
    } catch (err) {
      if (isApiError(err) && err.code === 400 && err.fieldErrors.length) {
        setErrors(firstErrorByField(err.fieldErrors));
      } else {
        modals.open('error', { error: isApiError(err) ? err : { message: String((err as Error)?.message ?? err) }, title: t('login.failedTitle') });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('login.title')}
      closeLabel={t('common:close')}
      initialFocus={first}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('login.title')}>
        <Input
          ref={first}
          name="username"
          label={phoneMode ? t('login.phone') : t('login.username')}
          placeholder={phoneMode ? t('login.phonePlaceholder') : t('login.usernamePlaceholder')}
          autoComplete={phoneMode ? 'tel-national' : 'username'}
          inputMode={phoneMode ? 'numeric' : undefined}
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={message(errors.username)}
        />
        <PasswordInput
          name="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={message(errors.password)}
          toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
        />
        <div className="-mt-2 flex justify-end">
          <button type="button" className="text-sm font-semibold text-primary hover:underline" onClick={() => modals.open('forgot-password')}>
            {t('login.forgotLink')}
          </button>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-sm text-text-muted">
          {t('login.noAccount')}{' '}
          <button type="button" className="font-semibold text-primary hover:underline" onClick={() => modals.open('register')}>
            {t('login.registerLink')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
