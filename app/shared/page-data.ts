import { useRouteLoaderData } from 'react-router';
import { expandJson, type WithJson } from './json-text.ts';
import type { Locale } from '../i18n/config.ts';
import type { PageSeo } from './seo.ts';

/**
 * What every page under /:lang may read of the server-side start-up (the loader data of the ':lang' route, which the
 * shell builds): the page's language and name, the signed-in member, the wallet's currency, the site's name and the
 * page's SEO. The shell's own data (`ShellData`) extends this contract, so a feature reads it without knowing the
 * shell.
 */
export interface PageData {
  locale: Locale;
  /** The route name of the page (spec naming), null on the 404 page. */
  pageName: string | null;
  member: PageMember | null;
  /** The member's main wallet; null for visitors. */
  wallet: { currency: PageCurrency | null } | null;
  site: { name: string };
  /** The operator's SEO of this page (or the home page's, for a page without its own). */
  seo: PageSeo | null;
  features: {
    /** Games open in the page (iframe) instead of a new window. */
    shouldIframeRedirect: boolean;
    /** The site has coupons switched on (custom function config): the coupon widget shows to members. */
    coupon: boolean;
    /** The Personal Message item of the config list is on: memos, their pop-ups and pages. */
    personalMessage: boolean;
  };
}

/** The signed-in member as pages see it. */
export interface PageMember {
  id: number;
  username: string;
  currencyId: number;
  /**
   * Profile fields still missing by the profile's completeness rule; empty when complete. Playing, deposits and
   * withdrawals wait for an empty list: otherwise open the update-profile modal.
   */
  missingProfile: string[];
}

/** The wallet's currency, in the shape `moneyCurrency` (app/shared/money.ts) takes. */
export interface PageCurrency {
  id: number;
  code: string;
  symbol: string;
  decimals: number;
  is_following: boolean;
}

/** The start-up's loader data as the route hands it over: (a part of) it as JSON text (app/shared/json-text.ts). */
type PageWire = WithJson<Partial<PageData>, Partial<PageData>>;

/** The route id whose loader data is the start-up's (app/routes.ts). */
export const PAGE_DATA_ROUTE_ID = 'lang';

/** The start-up's data among a route's matches (for `meta` functions); undefined outside /:lang. */
export function pageDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): PageData | undefined {
  const data = matches.find((m) => m?.id === PAGE_DATA_ROUTE_ID)?.loaderData as PageWire | undefined;
  return data ? (expandJson(data) as PageData) : undefined;
}

/** The start-up's data: member, wallet currency, site name, SEO. Use inside /:lang pages. */
export function usePageData(): PageData {
  const data = useRouteLoaderData(PAGE_DATA_ROUTE_ID) as PageWire | undefined;
  if (!data) throw new Error('usePageData() is used outside the /:lang route');
  return expandJson(data) as PageData;
}
