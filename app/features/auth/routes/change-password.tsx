import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/input';
import { isApiError } from '../../../shared/api-client';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors';
import { modals } from '../../../shared/modal-store';
import { catalogPageTitle } from '../../shell/shell.seo';
import { changePassword } from '../auth.client';
import { type CHANGE_PASSWORD_FIELDS, changePasswordSchema, passwordMinLength } from '../auth.schemas';
import type { Route } from './+types/change-password';

type Values = Record<(typeof CHANGE_PASSWORD_FIELDS)[number], string>;
const EMPTY: Values = { current_password: '', password: '', confirm_password: '' };

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['auth'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'auth', 'changePassword.title'), { name: 'robots', content: 'noindex' }];
}

/**
 * setting/changePassword: the current password and the new one twice, checked with the registration's rules of the
 * player's language. A wrong current password says so under its field; on success the member's other sessions end
 * and this one stays.
 */
export default function ChangePasswordPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation(['auth', 'common']);
  const locale = params.lang;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const schema = changePasswordSchema(locale);

  const validate = (v: Values) => {
    const parsed = schema.safeParse(v);
    return parsed.success ? {} : firstErrorByField(fieldErrorsFromIssues(parsed.error.issues));
  };
  const set = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setDone(false);
    if (tried) setErrors(validate(next));
  };
  const message = (e: FieldError | undefined) => (e ? t(`errors.${e.errorCode}`, { ...e.params }) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setDone(false);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      setTried(false);
      setDone(true);
    } catch (err) {
      if (isApiError(err) && err.code === 400 && err.fieldErrors.length) {
        setErrors(firstErrorByField(err.fieldErrors));
        if (err.fieldErrors[0]?.path === 'current_password') currentRef.current?.focus();
      } else {
        modals.open('error', { error: isApiError(err) ? err : { message: String((err as Error)?.message ?? err) }, title: t('changePassword.failedTitle') });
      }
    } finally {
      setBusy(false);
    }
  }

  const toggle = { show: t('login.showPassword'), hide: t('login.hidePassword') };
  return (
    <section className="w-full max-w-2xl rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="change-password-title">
      <h1 id="change-password-title" className="text-2xl font-bold">{t('changePassword.title')}</h1>
      <p className="mt-2 text-sm text-text-muted">{t('changePassword.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={t('changePassword.title')}>
        {done ? <p role="status" className="rounded-lg bg-success/15 px-3 py-2 text-sm font-medium text-success">{t('changePassword.success')}</p> : null}
        <PasswordInput
          ref={currentRef}
          name="current_password"
          label={t('changePassword.current')}
          placeholder={t('changePassword.currentPlaceholder')}
          autoComplete="current-password"
          value={values.current_password}
          onChange={(e) => set('current_password', e.target.value)}
          error={message(errors.current_password)}
          toggleLabels={toggle}
        />
        <PasswordInput
          name="password"
          label={t('changePassword.new')}
          placeholder={t('changePassword.newPlaceholder')}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={message(errors.password)}
          hint={t('register.passwordHint', { min: passwordMinLength(locale) })}
          toggleLabels={toggle}
        />
        <PasswordInput
          name="confirm_password"
          label={t('changePassword.confirm')}
          placeholder={t('changePassword.confirmPlaceholder')}
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={(e) => set('confirm_password', e.target.value)}
          error={message(errors.confirm_password)}
          toggleLabels={toggle}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </form>
    </section>
  );
}
