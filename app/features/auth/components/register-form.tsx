import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { OtpCodeFields } from '../../../components/ui/otp-code-fields.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { api, type ApiClient } from '../../../shared/api-client.ts';
import { formMessage, parseForm, type FormMessage } from '../../../shared/forms.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import {
  DEFAULT_AUTH_RULES,
  otpCodeFormSchema,
  passwordMinLength,
  registerSchema,
  type AuthRules,
} from '../auth.schemas.ts';
import type { AuthFormData } from '../routes/auth-forms.ts';

export interface CountryOption {
  iso_code: string;
  country_code: string;
  country_name: string;
  phone_min_length: number;
  phone_max_length: number;
}

export interface CurrencyChoice {
  id: number;
  code: string;
  name: string;
}

export interface RegisterOptions {
  countries: CountryOption[];
  currencies: CurrencyChoice[];
}

/** Countries (by name) and currencies (by code) for the form, from the public API. */
export async function fetchRegisterOptions(client: ApiClient = api, signal?: AbortSignal): Promise<RegisterOptions> {
  const [countries, currencies] = await Promise.all([
    client
      .service<CountryOption>('pb/country-information')
      .find({ $sort: { country_name: 1 } }, { signal, handleErrors: false }),
    client.service<CurrencyChoice>('pb/currency').find({ $sort: { code: 1 } }, { signal, handleErrors: false }),
  ]);
  return { countries: countries.data, currencies: currencies.data };
}

/** Country and currency names of one language: `countries` and `currencies` of its auth catalog. */
export interface OptionNames {
  /** ISO code → name (CLDR), in the language's alphabetical order. */
  countries?: Record<string, string>;
  /** Currency code → name (CLDR). */
  currencies?: Record<string, string>;
}

/**
 * The form's choices in the player's language: countries and currencies by their names in the catalog, countries in
 * the catalog's order (the language's alphabetical order, the same on the server and in the browser); a country or
 * currency the catalog does not know keeps the server's name, countries of that kind after the others.
 */
export function localizeRegisterOptions(options: RegisterOptions, names: OptionNames): RegisterOptions {
  const countryNames = names.countries ?? {};
  const order = new Map(Object.keys(countryNames).map((iso, i) => [iso, i]));
  const rank = (iso: string) => order.get(iso) ?? order.size;
  const countries = options.countries
    .map((c, i) => ({ c: { ...c, country_name: countryNames[c.iso_code] ?? c.country_name }, i }))
    .sort((a, b) => rank(a.c.iso_code) - rank(b.c.iso_code) || a.i - b.i)
    .map(({ c }) => c);
  const currencies = options.currencies.map((c) => ({ ...c, name: names.currencies?.[c.code] ?? c.name }));
  return { countries, currencies };
}

/** A catalog object (returnObjects), or nothing when the catalog has none under that key. */
function catalogObject(value: unknown): Record<string, string> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : undefined;
}

export interface RegisterFormProps {
  /** Receives the first field (a dialog focuses it when it opens). */
  firstFieldRef?: React.Ref<HTMLInputElement>;
  options: RegisterOptions;
  rules?: AuthRules;
  /** The interface language: it decides the minimum password length. */
  locale: string;
  refCode?: string | null;
  /** ISO code of the country preselected for the phone number. */
  defaultCountryIso?: string | null;
  defaultCurrencyCode?: string | null;
  /** Where the terms and conditions are read. */
  termsHref: string;
  /** Where a new member goes (the page behind the modal, or home). */
  redirectTo: string;
  /**
   * The page that shows this form again when it was sent without JavaScript (the register page); without it the
   * answer returns to `redirectTo` with the register modal open.
   */
  formAt?: string;
  /** The answer of this form sent without JavaScript (read once by the page's loader). */
  lastResult?: AuthFormData | null;
  /** The member is registered and logged in (the page's data has reloaded with the session). */
  onRegistered(): void;
  /** The login choice under the form: a link (and with JavaScript, what it opens instead). */
  loginHref?: string;
  onLogin?(): void;
}

/** The two namespaces of the form's texts: the auth catalog's `errors`, then the OTP's. */
export function useAuthMessage() {
  const { t } = useTranslation(['auth', 'otp', 'common']);
  return (errors: readonly FormMessage[] | undefined) =>
    formMessage((key, opts) => t([`auth:${key}`, `otp:${key}`, `common:${key}`], opts), errors);
}

/**
 * The registration form: username, password and its confirmation, country code and phone, currency, optional
 * referral code, the 18+ terms and the e-mail opt-in. It posts to the auth forms' action (`/:lang/auth`, intent
 * register), checked in the player's language with the same schema in the browser and on the server; every failing
 * field says why under it. When the site asks for the phone's code, the server sends it and keeps the registration
 * (its password too) sealed in an HttpOnly cookie: the form turns into the code step, which asks for the code
 * alone. The right code registers the member. Every step works before the page's JavaScript has loaded.
 */
export function RegisterForm({
  firstFieldRef,
  options: serverOptions,
  rules = DEFAULT_AUTH_RULES,
  locale,
  refCode,
  defaultCountryIso,
  defaultCurrencyCode,
  termsHref,
  redirectTo,
  formAt,
  lastResult,
  onRegistered,
  loginHref,
  onLogin,
}: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common', 'otp']);
  const message = useAuthMessage();
  const { lang } = useParams();
  const hydrated = useHydrated();
  const fetcher = useFetcher<AuthFormData>({ key: 'register' });
  const options = useMemo(
    () =>
      localizeRegisterOptions(serverOptions, {
        countries: catalogObject(t('auth:countries', { returnObjects: true })),
        currencies: catalogObject(t('auth:currencies', { returnObjects: true })),
      }),
    [serverOptions, t],
  );
  const latest = fetcher.data ?? lastResult ?? null;
  const idle = fetcher.state === 'idle';
  const sending = idle ? null : String(fetcher.formData?.get('intent') ?? '');
  // With JavaScript, Back returns to the form as it was typed (passwords included), without asking the server.
  const [backAt, setBackAt] = useState<AuthFormData | null>(null);
  const step = latest && backAt === latest ? 'form' : (latest?.step ?? 'form');

  const initialCountry =
    options.countries.find((c) => c.iso_code === (defaultCountryIso ?? 'TH')) ?? options.countries[0];
  const initialCurrency = options.currencies.find((c) => c.code === defaultCurrencyCode) ?? options.currencies[0];
  const formResult = latest?.step === 'form' && idle ? latest.result : null;
  const typedCountry =
    typeof formResult?.initialValue?.country_code === 'string' ? formResult.initialValue.country_code : null;
  const [countryCode, setCountryCode] = useState(typedCountry ?? initialCountry?.country_code ?? '');
  const country = options.countries.find((c) => c.country_code === countryCode);
  const schema = useMemo(
    () =>
      registerSchema(locale, {
        username: rules.username,
        phone: country ? { min: country.phone_min_length, max: country.phone_max_length } : rules.phone,
      }),
    [locale, rules.username, rules.phone, country],
  );

  const [form, fields] = useForm({
    id: 'register',
    lastResult: formResult,
    defaultValue: {
      country_code: initialCountry?.country_code ?? '',
      currencyId: initialCurrency ? String(initialCurrency.id) : '',
      ref_code: refCode ?? '',
    },
    onValidate: ({ formData }) => parseForm(formData, schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const codeResult = latest?.step === 'code' && idle ? latest.result : null;
  const [codeForm, codeFields] = useForm({
    id: 'register-code',
    lastResult: codeResult,
    onValidate: ({ formData }) =>
      parseForm(formData, formData.get('intent') === 'otp-verify' ? otpCodeFormSchema : otpCodeFormSchema.partial()),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  // Registered: the action set the cookies and the page's loaders ran again with them.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!idle || !fetcher.data?.ok || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onRegistered();
  }, [idle, fetcher.data, onRegistered]);

  const codeRef = useRef<HTMLInputElement>(null);
  const otpSection = useRef<HTMLElement>(null);
  // The code step replaces the form: bring its top into view (the form may have been scrolled) and focus the code.
  useEffect(() => {
    if (step !== 'code' || !hydrated) return;
    otpSection.current?.scrollIntoView({ block: 'nearest' });
    codeRef.current?.focus({ preventScroll: true });
  }, [step, hydrated, latest]);

  const action = `/${lang ?? locale}/auth`;
  const hidden = (
    <>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {formAt ? <input type="hidden" name="formAt" value={formAt} /> : null}
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
    </>
  );
  const value = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const minPassword = passwordMinLength(locale);
  const toggle = { show: t('login.showPassword'), hide: t('login.hidePassword') };
  const busy = sending === 'register';
  const formError = message(form.errors);

  return (
    <>
      {step === 'code' && latest?.ticket ? (
        <section ref={otpSection} className="flex scroll-mt-32 flex-col gap-3" aria-labelledby="register-otp-title">
          <h2 id="register-otp-title" className="text-lg font-bold">
            {t('otp:step.titlePhone')}
          </h2>
          <fetcher.Form method="post" action={action} {...getFormProps(codeForm)} aria-label={t('otp:step.titlePhone')}>
            <input type="hidden" name="flow" value="register" />
            {hidden}
            <OtpCodeFields
              ticket={latest.ticket}
              intro={t('register.verifyIntro')}
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
              submitLabel={t('register.submit')}
              onBack={hydrated ? () => setBackAt(latest) : undefined}
            />
          </fetcher.Form>
        </section>
      ) : null}
      {/* With JavaScript the form stays (hidden) behind the code step, so Back finds it as it was typed. */}
      {step === 'form' || hydrated ? (
        <fetcher.Form
          method="post"
          action={action}
          {...getFormProps(form)}
          hidden={step !== 'form'}
          className="flex flex-col gap-4"
          aria-label={t('register.title')}
        >
          <input type="hidden" name="intent" value="register" />
          {hidden}
          {formError ? (
            <p role="alert" className="rounded-lg bg-danger/15 px-3 py-2 text-sm font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <Input
            ref={firstFieldRef}
            key={fields.username.key}
            name={fields.username.name}
            defaultValue={value(fields.username.initialValue)}
            label={t('register.username')}
            placeholder={t('register.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={rules.username.max}
            error={message(fields.username.errors)}
            hint={t('register.usernameHint', { min: rules.username.min, max: rules.username.max })}
          />
          <PasswordInput
            key={fields.password.key}
            name={fields.password.name}
            label={t('register.password')}
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            error={message(fields.password.errors)}
            hint={t('register.passwordHint', { min: minPassword })}
            toggleLabels={toggle}
          />
          <PasswordInput
            key={fields.confirm_password.key}
            name={fields.confirm_password.name}
            label={t('register.confirmPassword')}
            placeholder={t('register.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            error={message(fields.confirm_password.errors)}
            toggleLabels={toggle}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
            <Select
              key={fields.country_code.key}
              name={fields.country_code.name}
              label={t('register.countryCode')}
              options={options.countries.map((c) => ({
                value: c.country_code,
                label: `${c.country_name} (${c.country_code})`,
              }))}
              defaultValue={value(fields.country_code.initialValue)}
              onChange={(e) => setCountryCode(e.target.value)}
              error={message(fields.country_code.errors)}
            />
            <Input
              key={fields.phone.key}
              name={fields.phone.name}
              defaultValue={value(fields.phone.initialValue)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              label={t('register.phone')}
              placeholder={t('register.phonePlaceholder')}
              maxLength={country?.phone_max_length ?? rules.phone.max}
              error={message(fields.phone.errors)}
            />
          </div>
          <Select
            key={fields.currencyId.key}
            name={fields.currencyId.name}
            label={t('register.currency')}
            placeholder={t('register.currencyPlaceholder')}
            options={options.currencies.map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }))}
            defaultValue={value(fields.currencyId.initialValue)}
            error={message(fields.currencyId.errors)}
          />
          <Input
            key={fields.ref_code.key}
            name={fields.ref_code.name}
            defaultValue={value(fields.ref_code.initialValue)}
            label={t('register.refCode')}
            placeholder={t('register.refCodePlaceholder')}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            error={message(fields.ref_code.errors)}
          />
          <Checkbox
            key={fields.accept_terms.key}
            name={fields.accept_terms.name}
            defaultChecked={fields.accept_terms.initialValue === 'on'}
            error={message(fields.accept_terms.errors)}
            label={
              <>
                {t('register.acceptTerms')}{' '}
                <a
                  href={termsHref}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {t('register.termsLink')}
                </a>
              </>
            }
          />
          <Checkbox
            key={fields.subscribe_email.key}
            name={fields.subscribe_email.name}
            defaultChecked={fields.subscribe_email.initialValue === 'on'}
            label={t('register.subscribeEmail')}
          />
          <Button type="submit" size="lg" fullWidth loading={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
          {loginHref ? (
            <p className="text-center text-sm text-text-muted">
              {t('register.haveAccount')}{' '}
              <a
                href={loginHref}
                className="font-semibold text-primary hover:underline"
                onClick={
                  onLogin
                    ? (e) => {
                        e.preventDefault();
                        onLogin();
                      }
                    : undefined
                }
              >
                {t('register.loginLink')}
              </a>
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </>
  );
}
