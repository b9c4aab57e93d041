import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { OtpCodeStep, type OtpStepTicket } from '../../../components/ui/otp-code-step.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { api, isApiError, type ApiClient } from '../../../shared/api-client.ts';
import { fieldErrorsFromIssues, firstErrorByField, type FieldError } from '../../../shared/field-errors.ts';
import { modals } from '../../../shared/modal-store.ts';
import { register, requestOtp, verifyOtp } from '../auth.client.ts';
import { DEFAULT_AUTH_RULES, passwordMinLength, registerSchema, type AuthResult, type AuthRules, type RegisterData } from '../auth.schemas.ts';

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
    client.service<CountryOption>('pb/country-information').find({ $sort: { country_name: 1 } }, { signal, handleErrors: false }),
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
  onRegistered(result: AuthResult): void | Promise<void>;
  /** Shows the login choice under the form. */
  onLogin?(): void;
}

interface Values {
  username: string;
  password: string;
  confirm_password: string;
  country_code: string;
  phone: string;
  currencyId: string;
  ref_code: string;
  accept_terms: boolean;
  subscribe_email: boolean;
}

/** The server refused only because the phone has not been verified by an OTP yet. */
function needsPhoneOtp(err: unknown): boolean {
  return isApiError(err) && err.errorCode === 'PHONE_NOT_VERIFIED' && err.fieldErrors.every((e) => e.errorCode === 'PHONE_NOT_VERIFIED');
}

/**
 * The registration form: username, password and its confirmation, country code and phone, currency, optional
 * referral code, the 18+ terms and the e-mail opt-in. Checked in the player's language before sending (the
 * server checks the same schema); every failing field says why under it. When the site asks for a phone OTP, the
 * server says so once everything else is right: a code goes to the phone, and the form turns into the code step;
 * the right code registers the member.
 */
export function RegisterForm({ firstFieldRef, options: serverOptions, rules = DEFAULT_AUTH_RULES, locale, refCode, defaultCountryIso, defaultCurrencyCode, termsHref, onRegistered, onLogin }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common', 'otp']);
  const options = useMemo(
    () => localizeRegisterOptions(serverOptions, {
      countries: catalogObject(t('auth:countries', { returnObjects: true })),
      currencies: catalogObject(t('auth:currencies', { returnObjects: true })),
    }),
    [serverOptions, t],
  );
  const initialCountry = options.countries.find((c) => c.iso_code === (defaultCountryIso ?? 'TH')) ?? options.countries[0];
  const initialCurrency = options.currencies.find((c) => c.code === defaultCurrencyCode) ?? options.currencies[0];
  const [values, setValues] = useState<Values>({
    username: '',
    password: '',
    confirm_password: '',
    country_code: initialCountry?.country_code ?? '',
    phone: '',
    currencyId: initialCurrency ? String(initialCurrency.id) : '',
    ref_code: refCode ?? '',
    accept_terms: false,
    subscribe_email: false,
  });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // The phone's code step: the ticket of the code sent, for which number, and when it arrived.
  const [otp, setOtp] = useState<{ ticket: OtpStepTicket; phoneKey: string; receivedAt: number } | null>(null);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const verified = useRef<{ token: string; phoneKey: string } | null>(null);
  const pending = useRef<RegisterData | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const otpSection = useRef<HTMLElement>(null);
  // The code step replaces the form: bring its top into view (the form may have been scrolled) and focus the code.
  useEffect(() => {
    if (step !== 'otp') return;
    otpSection.current?.scrollIntoView({ block: 'nearest' });
    codeRef.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (refCode) setValues((v) => (v.ref_code ? v : { ...v, ref_code: refCode }));
  }, [refCode]);

  const country = options.countries.find((c) => c.country_code === values.country_code);
  const schema = useMemo(
    () => registerSchema(locale, { username: rules.username, phone: country ? { min: country.phone_min_length, max: country.phone_max_length } : rules.phone }),
    [locale, rules.username, rules.phone, country],
  );

  const validate = (v: Values) => {
    const parsed = schema.safeParse(v);
    return parsed.success ? {} : firstErrorByField(fieldErrorsFromIssues(parsed.error.issues));
  };

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After the first attempt, problems update as the player types.
    if (tried) setErrors(validate(next));
  };

  const message = (e: FieldError | undefined) => (e ? t(`errors.${e.errorCode}`, { ...e.params }) : undefined);

  const keyOf = (data: Pick<RegisterData, 'country_code' | 'phone'>) => `${data.country_code}|${data.phone}`;

  const showFailure = (err: unknown) => {
    if (isApiError(err) && err.fieldErrors.length && err.code < 500 && err.code !== 429) {
      setErrors(firstErrorByField(err.fieldErrors));
      setStep('form');
    } else {
      modals.open('error', { error: isApiError(err) ? err : { message: String((err as Error)?.message ?? err) }, title: t('register.failedTitle') });
    }
  };

  /** Sends a code to the phone, unless the one already sent to this number can still be entered. */
  async function startPhoneOtp(data: RegisterData) {
    const key = keyOf(data);
    if (otp && otp.phoneKey === key && Date.now() < otp.receivedAt + otp.ticket.expiresInSeconds * 1000) {
      setStep('otp');
      return;
    }
    try {
      const ticket = await requestOtp({ purpose: 'register', phone: data.phone, country_code: data.country_code });
      setOtp({ ticket, phoneKey: key, receivedAt: Date.now() });
      setStep('otp');
    } catch (err) {
      showFailure(err);
    }
  }

  /** Registers; the first refusal for an unverified phone starts the code step instead. */
  async function attempt(data: RegisterData) {
    const proof = verified.current?.phoneKey === keyOf(data) ? verified.current.token : undefined;
    try {
      const result = await register({ ...data, ref_code: data.ref_code || undefined, verify_token: proof });
      await onRegistered(result);
    } catch (err) {
      if (needsPhoneOtp(err)) {
        if (proof) verified.current = null;
        await startPhoneOtp(data);
      } else showFailure(err);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstErrorByField(fieldErrorsFromIssues(parsed.error.issues)));
      return;
    }
    setErrors({});
    setBusy(true);
    pending.current = parsed.data;
    try {
      await attempt(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  if (step === 'otp' && otp && pending.current) {
    const data = pending.current;
    return (
      <section ref={otpSection} className="flex scroll-mt-32 flex-col gap-3" aria-labelledby="register-otp-title">
        <h2 id="register-otp-title" className="text-lg font-bold">{t('otp:step.titlePhone')}</h2>
        <OtpCodeStep
          ticket={otp.ticket}
          intro={t('register.verifyIntro')}
          codeRef={codeRef}
          submitLabel={t('register.submit')}
          onVerify={async (code) => {
            const { verifyToken } = await verifyOtp({ purpose: 'register', phone: data.phone, country_code: data.country_code, reference: otp.ticket.reference, code });
            verified.current = { token: verifyToken, phoneKey: keyOf(data) };
            await attempt(data);
          }}
          onResend={async () => {
            const ticket = await requestOtp({ purpose: 'register', phone: data.phone, country_code: data.country_code });
            setOtp({ ticket, phoneKey: keyOf(data), receivedAt: Date.now() });
            return ticket;
          }}
          onBack={() => setStep('form')}
        />
      </section>
    );
  }

  const minPassword = passwordMinLength(locale);
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('register.title')}>
      <Input
        ref={firstFieldRef}
        name="username"
        label={t('register.username')}
        placeholder={t('register.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={rules.username.max}
        value={values.username}
        onChange={(e) => set('username', e.target.value)}
        error={message(errors.username)}
        hint={t('register.usernameHint', { min: rules.username.min, max: rules.username.max })}
      />
      <PasswordInput
        name="password"
        label={t('register.password')}
        placeholder={t('register.passwordPlaceholder')}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={message(errors.password)}
        hint={t('register.passwordHint', { min: minPassword })}
        toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
      />
      <PasswordInput
        name="confirm_password"
        label={t('register.confirmPassword')}
        placeholder={t('register.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={(e) => set('confirm_password', e.target.value)}
        error={message(errors.confirm_password)}
        toggleLabels={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
        <Select
          name="country_code"
          label={t('register.countryCode')}
          options={options.countries.map((c) => ({ value: c.country_code, label: `${c.country_name} (${c.country_code})` }))}
          value={values.country_code}
          onChange={(e) => set('country_code', e.target.value)}
          error={message(errors.country_code)}
        />
        <Input
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          maxLength={country?.phone_max_length ?? rules.phone.max}
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={message(errors.phone)}
        />
      </div>
      <Select
        name="currencyId"
        label={t('register.currency')}
        placeholder={t('register.currencyPlaceholder')}
        options={options.currencies.map((c) => ({ value: String(c.id), label: `${c.code} · ${c.name}` }))}
        value={values.currencyId}
        onChange={(e) => set('currencyId', e.target.value)}
        error={message(errors.currencyId)}
      />
      <Input
        name="ref_code"
        label={t('register.refCode')}
        placeholder={t('register.refCodePlaceholder')}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={16}
        value={values.ref_code}
        onChange={(e) => set('ref_code', e.target.value)}
        error={message(errors.ref_code)}
      />
      <Checkbox
        name="accept_terms"
        checked={values.accept_terms}
        onChange={(e) => set('accept_terms', e.target.checked)}
        error={message(errors.accept_terms)}
        label={
          <>
            {t('register.acceptTerms')}{' '}
            <a href={termsHref} target="_blank" rel="noopener" className="font-semibold text-primary underline-offset-2 hover:underline">
              {t('register.termsLink')}
            </a>
          </>
        }
      />
      <Checkbox
        name="subscribe_email"
        checked={values.subscribe_email}
        onChange={(e) => set('subscribe_email', e.target.checked)}
        label={t('register.subscribeEmail')}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
      {onLogin ? (
        <p className="text-center text-sm text-text-muted">
          {t('register.haveAccount')}{' '}
          <button type="button" className="font-semibold text-primary hover:underline" onClick={onLogin}>
            {t('register.loginLink')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
