import type { Locale } from '../../i18n/config.ts';
import { withJson, type WithJson } from '../../shared/json-text.ts';
import type { PageData } from '../../shared/page-data.ts';
import type { AuthRules } from '../auth/auth.schemas.ts';
import type { PromotionTurn } from '../promotions/promotions.schemas.ts';
import type {
  Announcement,
  ContactChannel,
  FooterData,
  FreestyleData,
  LayoutPosition,
  NotificationModal,
  PageFamily,
  PasswordConfig,
  SeoConfig,
  StickyItem,
  SystemBanner,
} from '../site/site.schemas.ts';
import type { AnalyticsIds, ScriptTagParts } from './shell.tags.ts';
import type { HomeVariant } from './shell.experiment.ts';

export interface ShellLanguage {
  id: number;
  code: string;
  name: string;
  native_name: string;
  is_default: boolean;
}

/** The signed-in member as the shell shows it. */
export interface ShellMember {
  id: number;
  username: string;
  currencyId: number;
  /** Privileges the member holds (rebate, affiliate, quest, coupon, point). */
  privileges: string[];
  /** From the profile: a bank account number or a crypto wallet address is registered. */
  hasBankAccount: boolean;
  /**
   * Profile fields still missing (first_name, bank_no, …) by the completeness rule
   * (app/features/profile/profile.schemas.ts); empty when complete. Playing, deposits and withdrawals wait for
   * an empty list: otherwise open the update-profile modal.
   */
  missingProfile: string[];
}

/** The member's main wallet, when the wallet service is present. */
export interface ShellWallet {
  balance: string;
  currency: { id: number; code: string; symbol: string; decimals: number; is_following: boolean } | null;
  pointData: { point: string; badge_point: string | null; is_display: boolean; is_active: boolean } | null;
  turn_deposit: string | null;
  turn_deposit_target: string | null;
}

export interface ShellStep {
  step_no: number;
  name: string;
  is_done: boolean;
}

export interface ShellProvider {
  id: number;
  code: string;
  name: string;
  logo: string;
  use_iframe: boolean;
}

export interface ShellTag {
  id: number;
  code: string;
  name: string;
}

/**
 * Everything the server-side start-up hands the layouts (loader data of the ':lang' route); the part every page may
 * read is the shared contract PageData (app/shared/page-data.ts).
 */
export interface ShellData extends PageData {
  locale: Locale;
  languageId: number | null;
  languages: ShellLanguage[];
  /** The route name of the page (spec naming), null on the 404 page. */
  pageName: string | null;
  pageFamily: PageFamily;
  /** Route ids that exist in this build: links go only to pages that exist. */
  pages: string[];
  member: ShellMember | null;
  wallet: ShellWallet | null;
  /** Verify steps and the member's active steps, when the steps service is present. */
  steps: { verify: ShellStep[]; active: ShellStep[] } | null;
  /** The member's promotions (deal and turn), when the promotions service is present. */
  promotions: { deals: unknown[]; turns: PromotionTurn[] } | null;
  site: {
    name: string;
    logo: string;
    logoMobile: string;
    favicon: string;
    themeCss: string;
    themeColor: string;
    maintenance: { title: string; message: string; image: string } | null;
    hideContent: boolean;
    freestyle: FreestyleData | null;
  };
  analytics: AnalyticsIds;
  scripts: ScriptTagParts | null;
  seo: SeoConfig | null;
  sticky: StickyItem[];
  layoutPositions: LayoutPosition[];
  footer: FooterData | null;
  contactChannels: ContactChannel[];
  providers: ShellProvider[];
  tags: ShellTag[];
  passwordConfig: PasswordConfig | null;
  features: {
    privileges: string[];
    announcement: boolean;
    personalMessage: boolean;
    coupon: boolean;
    registerType: string;
    shouldIframeRedirect: boolean;
    bankStatus: boolean;
  };
  announcements: Announcement[];
  notifications: NotificationModal[];
  banners: SystemBanner[];
  experiments: { Home_Page_1: HomeVariant };
  /** The referral code kept for a visitor (query or cookie). */
  refCode: string | null;
  /** The answer of a modal's form sent without JavaScript (app/shared/form-flash.server.ts), drawn once. */
  formFlash: { modal: string; result: unknown } | null;
  profileRules: { dob: boolean; gender: boolean; registerChannel: boolean; emailRequired: boolean };
  hasManifest: boolean;
  generalConfig: Record<string, unknown>;
  /** Login mode and length rules (global config), for the login and register modals. */
  authRules: AuthRules | null;
  /** Country preselected for phone numbers (global config). */
  defaultCountryIso: string | null;
  /** Currency of visitors (global config), by code. */
  defaultCurrencyCode: string | null;
  webName: string;
  /** Absolute origin of the site (PUBLIC_BASE_URL, else the request's), for Open Graph addresses. */
  baseUrl: string;
}

/** The parts of ShellData that are not plain JSON (their values come from other features as they are). */
type ShellOwnValues = 'promotions' | 'formFlash';

/**
 * ShellData as the ':lang' route's loader hands it over: all but `ShellOwnValues` as one JSON text (see
 * app/shared/json-text.ts); `expandJson` gives ShellData back.
 */
export type ShellWire = WithJson<Omit<ShellData, ShellOwnValues>, Pick<ShellData, ShellOwnValues>>;

/** ShellData as the loader hands it over. */
export function shellWire(shell: ShellData): ShellWire {
  const { promotions, formFlash, ...part } = shell;
  return withJson(part, { promotions, formFlash });
}
