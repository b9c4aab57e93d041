import { useEffect } from 'react';
import { data, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getServerContext } from '../../../context';
import { dayjsLocale, isLocale, LOCALE_COOKIE } from '../../../i18n/config';
import { isChunkLoadError, reloadForChunkError } from '../client/chunk-reload';
import { loadDayjsLocale } from '../client/dayjs-locale';
import { useClientStartup } from '../client/use-client-startup';
import { ConnectionStatus } from '../components/connection-status';
import { saveLocaleCookie } from '../components/language-switcher';
import { MaintenanceScreen } from '../components/maintenance';
import { ModalHost } from '../components/modal-host';
import { MemberListeners, Notices } from '../components/notices';
import { PageLoader } from '../components/page-loader';
import { readCookie } from '../shell.language';
import { expandJson } from '../../../shared/json-text';
import { catalogText, seoTitle } from '../../../shared/seo';
import { loadShell } from '../shell.startup.server';
import { shellWire } from '../shell.types';
import { ShellUiProvider } from '../../../shared/shell-ui';
import type { Route } from './+types/lang-layout';

/** The server-side start-up of every page under /:lang (see shell.startup.server.ts). */
export async function loader({ params, request, url, context, pattern }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const shell = await loadShell({
    request,
    url,
    locale: params.lang,
    pattern,
    services: ctx.services,
    member: ctx.member,
    routeIds: ctx.routeIds,
    variants: ctx.variants,
  });
  return data(shellWire(shell.data), shell.init ?? undefined);
}

/** Each page has its own script tags, SEO and guard decision: the start-up runs again when the path changes. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = loaderData ? expandJson(loaderData) : undefined;
  if (!shell) return [];
  // The 404 page is titled with its message, in the page's language.
  const notFoundTitle =
    shell.pageName === null ? (catalogText(matches, 'shell', 'notFound.title') ?? undefined) : undefined;
  // Description and Open Graph tags are in the document head (HeadTags), so pages with their own title keep them.
  return [{ title: seoTitle({ seo: shell.seo, siteName: shell.site.name, fallbackTitle: notFoundTitle }) }];
};

/** Client start-up, page loader, connectivity; the layouts below draw the frame. */
export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const shell = expandJson(loaderData);
  const ui = useClientStartup(shell);
  const location = useLocation();

  // The language in the path becomes the saved choice.
  useEffect(() => {
    if (readCookie(document.cookie, LOCALE_COOKIE) !== shell.locale) saveLocaleCookie(shell.locale);
    void loadDayjsLocale(dayjsLocale(shell.locale));
  }, [shell.locale]);

  // A script chunk that fails to preload reloads the page, at most once a minute.
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (isChunkLoadError(payload ?? new Error('Failed to fetch dynamically imported module'))) {
        event.preventDefault();
        reloadForChunkError(window.sessionStorage, () => window.location.reload());
      }
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  // Pixels count every page the member sees, not only the first.
  const first = location.key === 'default';
  useEffect(() => {
    if (first) return;
    const w = window as unknown as { fbq?: (...args: unknown[]) => void };
    w.fbq?.('track', 'PageView');
  }, [location.pathname, first]);

  return (
    <ShellUiProvider state={ui}>
      <PageLoader serverLoading={ui.serverLoading} />
      {shell.site.maintenance ? <MaintenanceScreen shell={shell} /> : <Outlet />}
      <ConnectionStatus online={ui.online} socketStatus={ui.socketStatus} />
      <ModalHost member={!!shell.member} flash={shell.formFlash} />
      <Notices />
      {shell.member ? <MemberListeners /> : null}
    </ShellUiProvider>
  );
}
