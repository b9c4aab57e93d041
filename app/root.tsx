import { useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { getServerContext } from './context';
import { dayjsLocale, htmlLang, isLocale, LOCALE_COOKIE, type Locale } from './i18n/config';
import { catalogVersion, pageCatalogJson } from './i18n/catalog.server';
import { createI18n } from './i18n/i18n';
import { readCatalog } from './i18n/namespaces';
import { browserEnvScript, type BrowserEnv } from './shared/browser-env';
import { useNonce } from './shared/nonce';
import { BodyEndTags, BodyStartTags, HeadTags } from './features/shell/components/head-tags';
import { RouteErrorPage } from './features/shell/components/error-page';
import { SkipLink } from './features/shell/components/frame';
import { chooseLocale, readCookie } from './features/shell/shell.language';
import { serverDayjsLocale } from './features/shell/shell.dayjs.server';
import { useShellOptional } from './features/shell/use-shell';
import { modalRegistry } from './modals';
import { MODAL_QUERY_KEY, ModalRegistryContext, type ModalName } from './shared/modal-store';
import { historyTabs } from './history-tabs';
import { HISTORY_PAGE_PATTERN, HistoryTabsContext } from './shared/history-tabs';
import { memberListeners } from './member-listeners';
import { MemberListenersContext } from './shared/notices';
import appStyles from './app.css?url';

/**
 * The language of the document and its strings: the path's locale, else (for paths without a valid one) the saved
 * cookie, the default language, the first language. The page's catalog namespaces are handed to the first render
 * and kept on the client until the locale changes (app/i18n/namespaces.ts).
 */
export async function loader({ params, request, context, pattern }: Route.LoaderArgs) {
  const { services, i18nNamespaces, styleSheet, member } = getServerContext(context);
  let locale: Locale;
  if (isLocale(params.lang)) {
    locale = params.lang;
  } else {
    let languages: { id: number; code: string; is_default: boolean; is_member: boolean }[] = [];
    try {
      languages = (await services.locale.languages()).filter((l) => l.is_member);
    } catch (err) {
      console.error('languages could not be loaded', err);
    }
    locale = chooseLocale(readCookie(request.headers.get('cookie'), LOCALE_COOKIE), languages);
  }
  return {
    locale,
    htmlLang: htmlLang(locale),
    dayjsLocale: serverDayjsLocale(dayjsLocale(locale)),
    /**
     * The namespaces this page's routes use (handle.i18n), as JSON text (`readCatalog`); the browser fetches others
     * when it needs them.
     */
    i18n: pageCatalogJson(
      services.catalogs,
      locale,
      withHistoryTabs(withUrlModal(await i18nNamespaces(pattern), request.url), pattern),
    ),
    i18nVersion: catalogVersion(services.catalogs),
    /**
     * The page carries the style sheet's text (a first visit: no member; app/entry.server.tsx inlineStyleSheets) and
     * links it for the cache only.
     */
    inlineStyles: !!styleSheet && !(await member().catch(() => true)),
    /** What the browser code may know of the configuration (cookie prefix). */
    env: { WEB_NAME: services.config.WEB_NAME } satisfies BrowserEnv,
  };
}

/** A `?modal=login` is drawn by the server: the modal's namespaces come with the page. */
function withUrlModal(names: readonly string[] | null, url: string): readonly string[] | null {
  const flagged = new URL(url).searchParams.get(MODAL_QUERY_KEY);
  const entry = flagged ? modalRegistry[flagged as ModalName] : undefined;
  if (!names || !entry?.openedByUrl || !entry.namespaces) return names;
  return [...new Set([...names, ...entry.namespaces])];
}

/** The history page shows other features' tabs (app/history-tabs.tsx): their namespaces come with it. */
function withHistoryTabs(names: readonly string[] | null, pattern: string): readonly string[] | null {
  if (!names || pattern.replace(/^\/+/, '') !== HISTORY_PAGE_PATTERN) return names;
  return [...new Set([...names, ...historyTabs.map((tab) => tab.namespace)])];
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

type RootData = Awaited<ReturnType<typeof loader>>;

/** zod's global configuration, read from globalThis when zod loads: no `new Function` (jitless). */
const ZOD_WITHOUT_EVAL =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const shell = useShellOptional();
  const nonce = useNonce();
  const i18n = useMemo(
    () => (root ? createI18n(root.locale, readCatalog(root.i18n), { version: root.i18nVersion }) : null),
    // the catalogs of a locale never change while the page lives
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [root?.locale],
  );
  // The whole page has been hydrated and its effects have run (this, the outermost component's, runs last): from now
  // on every control answers. React marks each element while it hydrates, before it commits the page; an input made
  // in between is lost, so whoever waits for the page to take over (a test, a script) waits for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={root?.htmlLang ?? 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        {/* The site's style sheet: blocking the first paint, or (a page that carries its text) fetched for the cache. */}
        {root?.inlineStyles ? (
          <link rel="stylesheet" href={appStyles} media="print" data-inline="" />
        ) : (
          <link rel="stylesheet" href={appStyles} />
        )}
        <Links />
        <HeadTags shell={shell} />
        {/* Before any module: zod validates without compiling code (the CSP allows no eval; its probe would be reported). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        {root ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: browserEnvScript(root.env) }}
          />
        ) : null}
        {/* Without JavaScript nothing finishes loading: the loading bar stays hidden. */}
        <noscript>
          <style>{'#page-loader{display:none!important}'}</style>
        </noscript>
      </head>
      <body>
        <BodyStartTags shell={shell} />
        {i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children}
        <BodyEndTags shell={shell} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ModalRegistryContext.Provider value={modalRegistry}>
      <HistoryTabsContext.Provider value={historyTabs}>
        <MemberListenersContext.Provider value={memberListeners}>
          <Outlet />
        </MemberListenersContext.Provider>
      </HistoryTabsContext.Provider>
    </ModalRegistryContext.Provider>
  );
}

/** Errors outside the site frame (an unknown locale, a failed start-up): the error page on its own. */
export function ErrorBoundary() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <title>{notFound ? t('notFound.title') : t('error.title')}</title>
      <SkipLink />
      <main id="main" className="min-h-dvh">
        <RouteErrorPage homeHref={root ? `/${root.locale}` : '/'} />
      </main>
    </>
  );
}
