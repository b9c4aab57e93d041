import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getServerContext } from '../../../context';
import { readCookieValue } from '../../../shared/api-client';
import { readFormFlash } from '../../../shared/form-flash.server';
import { modals } from '../../../shared/modal-store';
import { RegisterForm } from '../components/register-form';
import type { AuthFormData } from './auth-forms';
import type { Route } from './+types/register';

const REF_CODE_RE = /^[A-Za-z0-9]{1,16}$/;

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['auth', 'otp'] };

/** Countries, currencies and the site's rules for the form; the referral code from ?ref_code=, else the kept one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getServerContext(context);
  const url = new URL(request.url);
  const [countries, currencies, rules, global] = await Promise.all([
    services.locale.countries(),
    services.locale.currencies(),
    services.auth.rules(),
    services.site.globalConfig(),
  ]);
  const fromQuery = url.searchParams.get('ref_code');
  const kept = readCookieValue(request.headers.get('cookie') ?? '', `${services.config.WEB_NAME}refCode`);
  const refCode = [fromQuery, kept].find((c): c is string => !!c && REF_CODE_RE.test(c)) ?? null;
  // The answer of the form sent without JavaScript (the frame's loader clears the cookie).
  const flash = readFormFlash(request.headers.get('cookie'), services.config.WEB_NAME);
  return {
    lastResult: flash?.modal === 'register' ? (flash.result as AuthFormData) : null,
    options: {
      countries: countries.map(({ iso_code, country_code, country_name, phone_min_length, phone_max_length }) => ({
        iso_code,
        country_code,
        country_name,
        phone_min_length,
        phone_max_length,
      })),
      currencies: currencies.map(({ id, code, name }) => ({ id, code, name })),
    },
    rules,
    refCode,
    defaultCountryIso: global?.default_country_code ?? 'TH',
    defaultCurrencyCode: global?.default_currency_code ?? null,
  };
}

/**
 * The register page: the full form, then the phone's code; a new member lands on the home page, logged in. Without
 * JavaScript every answer of the form comes back to this page.
 */
export default function RegisterPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const lang = params.lang;
  return (
    <div className="mx-auto w-full max-w-modal px-4 py-8">
      <section
        className="rounded-2xl border border-border bg-surface p-5 shadow-xl shadow-black/30 sm:p-8"
        aria-labelledby="register-title"
      >
        <h1 id="register-title" className="mb-6 text-2xl font-bold">
          {t('register.title')}
        </h1>
        <RegisterForm
          options={loaderData.options}
          rules={loaderData.rules}
          locale={lang}
          refCode={loaderData.refCode}
          defaultCountryIso={loaderData.defaultCountryIso}
          defaultCurrencyCode={loaderData.defaultCurrencyCode}
          termsHref={`/${lang}/terms-and-conditions`}
          redirectTo={`/${lang}`}
          formAt={`/${lang}/register`}
          lastResult={loaderData.lastResult}
          loginHref={`/${lang}?modal=login`}
          onLogin={() => modals.open('login')}
          onRegistered={() => navigate(`/${lang}`)}
        />
      </section>
    </div>
  );
}
