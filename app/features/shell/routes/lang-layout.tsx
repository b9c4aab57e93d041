import { data, Outlet } from 'react-router';
import { htmlLang, isLocale } from '../../../i18n/config';
import type { Route } from './+types/lang-layout';

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return { locale: params.lang, htmlLang: htmlLang(params.lang) };
}

export default function LangLayout() {
  return <Outlet />;
}
