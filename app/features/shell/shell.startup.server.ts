import { data, redirect } from 'react-router';
import { clearFormFlashCookie, readFormFlash } from '../../shared/form-flash.server.ts';
import type { AppServices } from '../../../server/services.ts';
import type { Member } from '../../../server/rest/service.ts';
import type { Locale } from '../../i18n/config.ts';
import type { AuthUser } from '../auth/auth.schemas.ts';
import type { PromotionTurn } from '../promotions/promotions.schemas.ts';
import { missingProfileFields as missingFieldsOfProfile, profileRulesOf } from '../profile/profile.schemas.ts';
import { loginRulesOf } from '../site/site.schemas.ts';
import {
  assignVariant,
  EXPERIMENTS,
  experimentCookieName,
  experimentSetCookie,
  isHomePage,
  type HomeVariant,
} from './shell.experiment.ts';
import { guardRedirect } from './shell.guard.ts';
import { readCookie } from './shell.language.ts';
import { mobileRedirectTarget } from './shell.mobile.ts';
import { pageFamily } from './shell.page-family.ts';
import { pageNameFromPattern } from './shell.page-name.ts';
import { refCodeCookieName, referralToKeep } from './shell.referral.ts';
import { analyticsIds, decodeScriptTags } from './shell.tags.ts';
import { themeColorMeta, themeCss } from './shell.theme.ts';
import type { ShellData, ShellMember, ShellStep, ShellWallet } from './shell.types.ts';

/**
 * Services that arrive with later features (verify/active steps, promotions). The start-up reads them only when
 * the composition root provides them; until then their parts of the shell data stay null rather than showing
 * invented values.
 */
export interface LaterServices {
  steps?: { verifySteps(memberId: number): Promise<ShellStep[]>; activeSteps(memberId: number): Promise<ShellStep[]> };
  promotions?: {
    memberDeals(memberId: number, languageId: number | null): Promise<unknown[]>;
    turnPromotions(memberId: number, languageId: number | null): Promise<PromotionTurn[]>;
  };
}

export interface ShellRequest {
  request: Request;
  /** The page's URL (for data requests: without React Router's .data suffix and _routes parameter). */
  url: URL;
  locale: Locale;
  /** The matched route pattern (':lang/games/:id'). */
  pattern: string;
  services: AppServices & LaterServices;
  member(): Promise<Member | null>;
  /** Route ids of this build. */
  routeIds(): Promise<ReadonlySet<string>>;
  /** [0, 1) draws for experiment assignment. */
  random?: () => number;
  /**
   * Variants already drawn for this visitor by the page cache (server/page-cache.ts), which also sends their
   * cookie: the page is drawn with them and sets no cookie of its own.
   */
  variants?: Readonly<Record<string, string>>;
}

/**
 * Profile fields a member must fill before the profile counts as complete (platform-shell § 5): the profile
 * feature's rule, shared by the pages and the server.
 */
export function missingProfileFields(user: AuthUser, rules: ShellData['profileRules']): string[] {
  return missingFieldsOfProfile(user, rules);
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Referral codes are kept 30 days, like the session they lead to. */
const REF_CODE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The server-side start-up of every page, in the spec's order. Steps run one after another; the items of a step
 * run in parallel. Every configuration read is served from the services' caches. Throws a redirect for the route
 * guard and the mobile site.
 */
export async function loadShell(input: ShellRequest) {
  const { request, locale, services } = input;
  const { url } = input;
  const cookieHeader = request.headers.get('cookie');
  const { site } = services;
  const pageName = pageNameFromPattern(input.pattern);
  const webName = services.config.WEB_NAME;

  // 1. Global config, script tags of the page, sticky config, languages.
  const [global, scriptTags, sticky, languageRows] = await Promise.all([
    site.globalConfig(),
    pageName ? site.scriptTags(pageName) : Promise.resolve(null),
    site.stickyConfig(),
    services.locale.languages(),
  ]);
  const languages = languageRows
    .filter((l) => l.is_member)
    .map(({ id, code, name, native_name, is_default }) => ({ id, code, name, native_name, is_default }));
  const languageId = languageRows.find((l) => l.code === locale)?.id ?? null;
  const profileRules = profileRulesOf(global);

  // 2. In parallel: user, system config, layout position, footer config.
  const [user, systemConfig, layoutPositions, footer] = await Promise.all([
    input.member().then((m) => (m ? services.auth.profile(m.id).then((p) => ({ m, p })) : null)),
    languageId === null ? Promise.resolve(null) : site.systemConfig(languageId),
    site.layoutPositions(),
    languageId === null ? Promise.resolve(null) : site.footerConfig(languageId),
  ]);
  const member: ShellMember | null = user?.p
    ? {
        id: user.m.id,
        username: user.p.username,
        currencyId: user.p.currency_id,
        privileges: user.p.privileges,
        hasBankAccount: !!(user.p.bank_no || user.p.wallet_address),
        missingProfile: missingProfileFields(user.p, profileRules),
      }
    : null;

  // 3. Logged in: wallet, verify steps, active steps, promotions (deal and turn).
  let wallet: ShellWallet | null = null;
  let steps: ShellData['steps'] = null;
  let promotions: ShellData['promotions'] = null;
  if (member) {
    const [w, verify, active, deals, turns] = await Promise.all([
      services.wallet.shellWallet(member.id, member.currencyId),
      services.steps ? services.steps.verifySteps(member.id) : Promise.resolve(null),
      services.steps ? services.steps.activeSteps(member.id) : Promise.resolve(null),
      services.promotions ? services.promotions.memberDeals(member.id, languageId) : Promise.resolve(null),
      services.promotions ? services.promotions.turnPromotions(member.id, languageId) : Promise.resolve(null),
    ]);
    wallet = w;
    if (verify && active) steps = { verify, active };
    if (deals && turns) promotions = { deals, turns };
  }

  // 4. Contact channels, providers, SEO config, password config, general config, game tags; with the page's
  //    feature switches, announcements, pop-ups and banners.
  const family = pageFamily(pageName, !!member);
  const [
    contactChannels,
    providers,
    seo,
    passwordConfigs,
    generalConfig,
    tags,
    customFunction,
    notifications,
    banners,
    pwa,
    routeIds,
  ] = await Promise.all([
    site.contactChannels(),
    services.games.providers(),
    languageId === null ? Promise.resolve(null) : site.seoConfig(pageName ?? 'index', languageId),
    site.passwordConfig(),
    site.generalConfig(),
    services.games.tags(languageId, 8),
    languageId === null ? Promise.resolve(null) : site.customFunction(languageId, family),
    // The 404 page is no page of a family: its message is not covered by pop-ups meant for the home page.
    languageId === null || pageName === null ? Promise.resolve([]) : site.notifications(languageId, family),
    languageId === null || !isHomePage(pageName) ? Promise.resolve([]) : site.banners(languageId),
    site.pwaConfig(),
    input.routeIds(),
  ]);

  const privileges = customFunction?.privilege ?? [];
  const personalMessage = !!customFunction?.configList.find((c) => c.name === 'Personal Message')?.is_active;
  const announcementOn = !!customFunction?.configList.find((c) => c.name === 'Announcement')?.is_active;
  const holds = (p: string) => privileges.includes(p as never) && !!member?.privileges.includes(p);

  const target = guardRedirect({
    pathname: url.pathname,
    search: url.search,
    locale,
    loggedIn: !!member,
    privileges: { rebate: holds('rebate'), affiliate: holds('affiliate'), quest: holds('quest') },
    pointDisplay: !!wallet?.pointData?.is_display,
    personalMessage,
  });
  if (target) throw redirect(target);

  // 5. Theme and the mobile site.
  const mobile = mobileRedirectTarget({
    userAgent: request.headers.get('user-agent'),
    host: url.host,
    mobileUrl: services.config.MOBILE_URL,
    locale,
    pathname: url.pathname,
    search: url.search,
  });
  if (mobile) throw redirect(mobile, 302);

  const headers = new Headers();
  const secure = url.protocol === 'https:';
  const experiment = EXPERIMENTS.Home_Page_1;
  const expCookie = experimentCookieName(webName, experiment.name);
  const assignment = assignVariant(
    experiment,
    input.variants?.[experiment.name] ?? readCookie(cookieHeader, expCookie),
    input.random,
  );
  if (assignment.assigned)
    headers.append('Set-Cookie', experimentSetCookie(webName, experiment, assignment.variant, secure));

  const refName = refCodeCookieName(webName);
  const referral = referralToKeep(!!member, url.searchParams.get('ref_code'), readCookie(cookieHeader, refName));
  if (referral.store && referral.code)
    headers.append('Set-Cookie', cookie(refName, referral.code, REF_CODE_MAX_AGE, secure));
  // The answer of a modal's form sent without JavaScript, shown once.
  const formFlash = readFormFlash(cookieHeader, webName);
  if (formFlash) headers.append('Set-Cookie', clearFormFlashCookie(webName, secure));

  const shell: ShellData = {
    formFlash,
    locale,
    languageId,
    languages,
    pageName,
    pageFamily: family,
    pages: [...routeIds],
    member,
    wallet,
    steps,
    promotions,
    site: {
      name: systemConfig?.site_name ?? webName,
      logo: systemConfig?.logo_url ?? '',
      logoMobile: systemConfig?.logo_mobile_url ?? '',
      favicon: global?.fav_icon ?? '',
      themeCss: themeCss(global?.template_color),
      themeColor: themeColorMeta(global?.template_color),
      maintenance: systemConfig?.is_maintenance
        ? {
            title: systemConfig.maintenance_title,
            message: systemConfig.maintenance_message,
            image: systemConfig.maintenance_image_url,
          }
        : null,
      hideContent: !!systemConfig?.hide_content,
      freestyle: customFunction?.freestyle_data ?? null,
    },
    analytics: analyticsIds(global),
    scripts: decodeScriptTags(scriptTags),
    seo,
    sticky: sticky.filter((s) => s.audience === 'all' || s.audience === (member ? 'member' : 'visitor')),
    layoutPositions,
    footer: footer ?? customFunction?.footer_data ?? null,
    contactChannels,
    providers: providers.map(({ id, code, name, logo, use_iframe }) => ({ id, code, name, logo, use_iframe })),
    tags: tags.map(({ id, code, name }) => ({ id, code, name })),
    passwordConfig: passwordConfigs.find((p) => p.language_id === languageId) ?? passwordConfigs[0] ?? null,
    features: {
      privileges,
      announcement: announcementOn,
      personalMessage,
      coupon: !!customFunction?.coupon_enabled,
      registerType: customFunction?.register_type ?? 'default',
      shouldIframeRedirect: !!customFunction?.should_iframe_redirect,
      bankStatus: customFunction?.bank_status ?? true,
    },
    announcements: announcementOn ? (customFunction?.announcement_data ?? []) : [],
    notifications: notifications.filter(
      (n) => n.is_active && n.language_id === languageId && n.page_show_list.includes(family),
    ),
    banners,
    experiments: { Home_Page_1: assignment.variant as HomeVariant },
    refCode: referral.code,
    profileRules,
    hasManifest: !!pwa,
    generalConfig,
    authRules: loginRulesOf(global),
    defaultCountryIso: global?.default_country_code ?? null,
    defaultCurrencyCode: global?.default_currency_code ?? null,
    webName,
    baseUrl: (services.config.PUBLIC_BASE_URL ?? url.origin).replace(/\/+$/, ''),
  };
  return data(shell, { headers });
}
