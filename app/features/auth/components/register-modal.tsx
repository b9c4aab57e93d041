import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import { Button, Spinner } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { modals } from '../../../shared/modal-store.ts';
import type { AuthRules } from '../auth.schemas.ts';
import { fetchRegisterOptions, RegisterForm, type RegisterOptions } from './register-form.tsx';

export interface RegisterModalProps {
  open: boolean;
  onClose(): void;
  rules?: AuthRules;
  refCode?: string | null;
  defaultCountryIso?: string | null;
  defaultCurrencyCode?: string | null;
}

/** The registration form in a dialog; countries and currencies load when it opens. A new member is logged in. */
export function RegisterModal({ open, onClose, rules, refCode, defaultCountryIso, defaultCurrencyCode }: RegisterModalProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const { lang } = useParams();
  const locale = lang ?? i18n.language;
  const revalidator = useRevalidator();
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
          onLogin={() => modals.open('login')}
          onRegistered={async () => {
            onClose();
            await revalidator.revalidate();
          }}
        />
      ) : failed ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p role="alert" className="text-text-muted">{t('register.loadFailed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>{t('common:retry')}</Button>
        </div>
      ) : (
        <div className="grid place-items-center py-12 text-text-muted" role="status" aria-label={t('common:loading')}>
          <Spinner className="size-6" />
        </div>
      )}
    </Dialog>
  );
}
