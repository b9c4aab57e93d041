import { redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { LOCALE_COOKIE } from '../../../i18n/config';
import { chooseLocale, readCookie } from '../shell.language';
import type { Route } from './+types/root-redirect';

/** / → the chosen locale's home (saved cookie, else the default language, else the first), keeping the query. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = getServerContext(context);
  const languages = await services.locale.languages();
  const locale = chooseLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    languages.filter((l) => l.is_member),
  );
  return redirect(`/${locale}${url.search}`);
}
