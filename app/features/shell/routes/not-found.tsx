import { data, useRouteLoaderData } from 'react-router';
import { NotFoundContent } from '../components/error-page.tsx';
import { localePath } from '../shell.links.ts';
import { useShellOptional } from '../use-shell.ts';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: [] };

/** Unknown paths: the 404 page (inside the site frame under a locale), with status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export default function NotFound() {
  const shell = useShellOptional();
  const root = useRouteLoaderData('root') as { locale?: string } | undefined;
  const locale = shell?.locale ?? root?.locale;
  return <NotFoundContent homeHref={locale ? localePath(locale, '') : '/'} />;
}
