import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getServerContext } from '../../../context';
import { htmlLang, isLocale, UI_FALLBACK_LOCALE } from '../../../i18n/config';
import { createI18n } from '../../../i18n/i18n';
import type { Route } from './+types/lang-layout';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const { services } = getServerContext(context);
  const locale = params.lang;
  return {
    locale,
    htmlLang: htmlLang(locale),
    i18n: services.catalogs[locale],
    i18nFallback: locale === UI_FALLBACK_LOCALE ? undefined : services.catalogs[UI_FALLBACK_LOCALE],
  };
}

export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || defaultShouldRevalidate;
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const i18n = useMemo(
    () => createI18n(loaderData.locale, loaderData.i18n, loaderData.i18nFallback),
    [loaderData.locale, loaderData.i18n, loaderData.i18nFallback],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}
