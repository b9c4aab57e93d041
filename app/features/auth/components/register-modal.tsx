import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, Spinner } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { modals } from '../../../shared/modal-store.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import type { AuthRules } from '../auth.schemas.ts';
import type { AuthFormData } from '../routes/auth-forms.ts';
import { modalHref, useReturnPath } from './login-modal.tsx';
import { fetchRegisterOptions, RegisterForm, type RegisterOptions } from './register-form.tsx';

export interface RegisterModalProps {
  open: boolean;
  onClose(): void;
  rules?: AuthRules;
  refCode?: string | null;
  defaultCountryIso?: string | null;
  defaultCurrencyCode?: string | null;
  /** The answer of this form sent without JavaScript. */
  lastResult?: unknown;
}

/**
 * The registration form in a dialog; countries and currencies load when it opens. A new member is logged in and
 * stays on the page. Before the page's JavaScript runs (a `?modal=register` link), the dialog leads to the register
 * page, whose form works without it.
 */
export function RegisterModal({
  open,
  onClose,
  rules,
  refCode,
  defaultCountryIso,
  defaultCurrencyCode,
  lastResult,
}: RegisterModalProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const { lang } = useParams();
  const locale = lang ?? i18n.language;
  const hydrated = useHydrated();
  const returnPath = useReturnPath();
  const [options, setOptions] = useState<RegisterOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open || options) return;
    const controller = new AbortController();
    setFailed(false);
    fetchRegisterOptions(undefined, controller.signal).then(setOptions, (err) => {
      if ((err as Error)?.name !== 'AbortError') setFailed(true);
    });
    return () => controller.abort();
  }, [open, options, attempt]);

  // The form arrives after the dialog opened: focus its first field then.
  useEffect(() => {
    if (open && options) first.current?.focus();
  }, [open, options]);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={t('register.title')}
      closeLabel={t('common:close')}
      closeHref={returnPath}
      portal={false}
      initialFocus={first}
    >
      {options ? (
        <RegisterForm
          firstFieldRef={first}
          options={options}
          rules={rules}
          locale={locale}
          refCode={refCode}
          defaultCountryIso={defaultCountryIso}
          defaultCurrencyCode={defaultCurrencyCode}
          termsHref={`/${locale}/terms-and-conditions`}
          redirectTo={returnPath}
          lastResult={lastResult as AuthFormData | undefined}
          loginHref={modalHref(returnPath, 'login')}
          onLogin={() => modals.open('login')}
          onRegistered={onClose}
        />
      ) : failed ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p role="alert" className="text-text-muted">
            {t('register.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:retry')}
          </Button>
        </div>
      ) : !hydrated ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <a
            href={`/${locale}/register`}
            className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-primary px-5 font-bold text-primary-contrast hover:brightness-110"
          >
            {t('register.submit')}
          </a>
        </div>
      ) : (
        <div className="grid place-items-center py-12 text-text-muted" role="status" aria-label={t('common:loading')}>
          <Spinner className="size-6" />
        </div>
      )}
    </Dialog>
  );
}
