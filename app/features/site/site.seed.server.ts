import type { AppServices } from '../../../server/services.ts';
import { LOCALES, type Locale } from '../../i18n/config.ts';
import type { PolicySlug } from '../policy/policy.schemas.ts';
import {
  passwordMinLengthFor,
  type ThemeColors,
  ROUTE_NAMES,
  type FooterLogoGroup,
  type FooterSocialLink,
} from './site.schemas.ts';
import { SEO_PAGES, SYSTEM_TEXTS } from './site.texts.server.ts';
import {
  announcements,
  contactChannels,
  customFunctionConfig,
  footerConfigs,
  generalConfigs,
  globalConfig,
  layoutPositions,
  notificationModals,
  passwordConfigs,
  poweredBy,
  pwaConfig,
  scriptTagConfigs,
  seoConfigs,
  stickyConfigs,
  systemBanners,
  systemConfigs,
  triggerAllowance,
} from './site.table.server.ts';

const SITE_NAME = 'Lotus Royale';

/** The dark casino palette (the defaults of app/app.css). */
const THEME: ThemeColors = {
  primary: '#f5b301',
  primary_contrast: '#1a1200',
  secondary: '#7c3aed',
  accent: '#22d3ee',
  background: '#0b0e17',
  surface: '#141a29',
  surface_alt: '#1c2436',
  border: '#2a3347',
  text: '#eef1f7',
  text_muted: '#9aa4b8',
  success: '#22c55e',
  warning: '#f59e0b',
  danger: '#ef4444',
};

const LINE_URL = 'https://line.me/R/ti/p/@lotusroyale';
const TELEGRAM_URL = 'https://t.me/lotusroyale_support';
const VIBER_URL = 'viber://pa?chatURI=lotusroyale';

/** Pages a search engine should not index: a member's own settings, history and redemptions. */
function isPrivatePage(name: string): boolean {
  return (
    name.startsWith('setting') ||
    name.startsWith('coupon-') ||
    name === 'reward-history' ||
    name.startsWith('reward-redreemExchangeReward')
  );
}

const enc = encodeURIComponent;

/** A GTM dataLayer event for a page view worth measuring. */
function dataLayerEvent(event: string): string {
  return `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:${JSON.stringify(event)}});</script>`;
}

function scriptTagsFor(page: string, baseUrl: string | undefined) {
  const robots = `<meta name="robots" content="${isPrivatePage(page) ? 'noindex, nofollow' : 'index, follow'}">`;
  let header = '';
  let body = '';
  if (page === 'index') {
    const site: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME };
    if (baseUrl) site.url = baseUrl;
    header = `<script type="application/ld+json">${JSON.stringify(site)}</script>`;
  }
  if (page === 'register') body = dataLayerEvent('view_sign_up');
  if (page === 'promotions') body = dataLayerEvent('view_promotions');
  if (page === 'games') body = dataLayerEvent('view_game_list');
  return {
    page_name: page,
    header: enc(header),
    body: enc(body),
    footer: '',
    meta_header: enc(robots),
    meta_body: '',
    meta_footer: '',
  };
}

/** First sentence-ish of a text, at most `max` characters, cut at a word boundary where the script has spaces. */
function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,;:—–-]\s*$/, '')}…`;
}

/** The text of a policy's first paragraph (the policy seeder writes `<h2>…</h2>\n<p>…</p>` sections). */
function firstParagraph(html: string): string {
  const p = /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
  return p.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Payment method logos; the bank transfer's carries its name in the footer's language. */
const PAYMENT_LOGOS = (locale: Locale, bankTransfer: string): FooterLogoGroup['logos'] => [
  {
    name: bankTransfer,
    image_url: locale === 'en' ? '/footer/bank-transfer.svg' : `/footer/bank-transfer-${locale}.svg`,
  },
  { name: 'PromptPay', image_url: '/footer/promptpay.svg' },
  { name: 'TrueMoney Wallet', image_url: '/footer/truemoney.svg' },
  { name: 'USDT (TRC20)', image_url: '/footer/usdt.svg' },
];
const PARTNERS = [
  { name: 'Lotus Demo Games', logo_url: '/powered-by/demo-games.svg' },
  { name: 'Sandbox Pay', logo_url: '/powered-by/sandbox-pay.svg' },
];
const SOCIAL: FooterSocialLink[] = [
  { code: 'line', name: 'LINE', url: LINE_URL, icon_url: '/icons/line.svg' },
  { code: 'telegram', name: 'Telegram', url: TELEGRAM_URL, icon_url: '/icons/telegram.svg' },
  { code: 'viberapp', name: 'Viber', url: VIBER_URL, icon_url: '/icons/viber.svg' },
];

/** Demo configuration of the shell in every language the locale feature seeded (after the policies, whose titles its SEO uses). */
export async function seedSite(services: AppServices): Promise<void> {
  const db = services.db;
  const langRows = await Promise.all(
    LOCALES.map(async (l) => [l, (await services.locale.languageByCode(l))?.id] as const),
  );
  const byCode = new Map(langRows.filter((r): r is readonly [Locale, number] => r[1] !== undefined));
  const locales = LOCALES.filter((l) => byCode.has(l));
  const lang = (l: Locale) => byCode.get(l)!;
  const baseUrl = services.config.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const absolute = (p: string) => (baseUrl ? `${baseUrl}${p}` : p);
  const year = new Date().getUTCFullYear();

  await db.insert(globalConfig).values({
    id: 1,
    fav_icon: '/favicon.svg',
    template_color: THEME,
    // Analytics ids stay empty until the operator enters the site's own containers.
    google_tag_management: null,
    google_analytic_id: null,
    facebook_meta_pixel: [],
    profile_dob: true,
    profile_gender: true,
    profile_register_channel: false,
    register_with_email: false,
    email_required: false,
    login_mode: 'username',
    username_min_length: 4,
    username_max_length: 16,
    phone_min_length: 9,
    phone_max_length: 10,
    login_phone_min_length: 9,
    register_otp: true,
    default_country_code: 'TH',
    subscribe_email_default: false,
    minimum_age: 18,
    default_currency_code: 'THB',
  });

  await db.insert(customFunctionConfig).values({
    id: 1,
    privileges: ['rebate', 'affiliate', 'quest', 'coupon', 'point'],
    announcement_enabled: true,
    personal_message_enabled: true,
    register_type: 'default',
    bank_status: true,
    freestyle_data: { custom_css: '', custom_html: '' },
    should_iframe_redirect: false,
    coupon_enabled: true,
  });

  await db.insert(announcements).values(
    locales.flatMap((l) => [
      { language_id: lang(l), message: SYSTEM_TEXTS[l].announcement, page_show_list: [], order_no: 1 },
      { language_id: lang(l), message: SYSTEM_TEXTS[l].announcement_payment, page_show_list: ['payment'], order_no: 2 },
    ]),
  );

  await db.insert(footerConfigs).values(
    locales.map((l) => {
      const f = SYSTEM_TEXTS[l].footer;
      return {
        language_id: lang(l),
        about_title: f.about_title,
        about_text: f.about_text,
        columns: [
          {
            title: f.games_title,
            links: [
              { label: f.all_games, path: '/games' },
              { label: f.providers, path: '/providerselect' },
              { label: f.promotions, path: '/promotions' },
              { label: f.member_level, path: '/member-level' },
            ],
          },
          {
            title: f.rewards_title,
            links: [
              { label: f.quests, path: '/quest' },
              { label: f.reward_shop, path: '/reward' },
              { label: f.cashback, path: '/cashback' },
              { label: f.refer_friend, path: '/affiliate' },
            ],
          },
          {
            title: f.help_title,
            links: [
              { label: f.terms, path: '/terms-and-conditions' },
              { label: f.privacy, path: '/privacy-policy' },
              { label: f.cookies, path: '/cookies-policy' },
              { label: f.security, policy: 'security' as const },
            ],
          },
        ],
        logo_groups: [
          { title: f.payments_title, logos: PAYMENT_LOGOS(l, f.bank_transfer) },
          { title: f.partners_title, logos: PARTNERS.map((p) => ({ name: p.name, image_url: p.logo_url })) },
          { title: f.responsible_title, logos: [{ name: '18+', image_url: '/footer/18-plus.svg' }] },
        ],
        social_links: SOCIAL,
        copyright: f.copyright.replace('{year}', String(year)),
        disclaimer: f.disclaimer,
      };
    }),
  );

  await db.insert(scriptTagConfigs).values(ROUTE_NAMES.map((page) => scriptTagsFor(page, baseUrl)));

  const ogImage = absolute('/og/og-default.jpg');
  const policySeo: [string, PolicySlug][] = [
    ['terms-and-conditions', 'terms-and-conditions'],
    ['privacy-policy', 'privacy-policy'],
    ['cookies-policy', 'cookies-policy'],
  ];
  const policyTexts = new Map(
    await Promise.all(
      locales.flatMap((l) =>
        policySeo.map(async ([, slug]) => [`${l}:${slug}`, await services.policy.policy(slug, lang(l))] as const),
      ),
    ),
  );
  await db.insert(seoConfigs).values(
    locales.flatMap((l) => {
      const t = SYSTEM_TEXTS[l];
      const pages = SEO_PAGES.map((page) => {
        const [title, description] = t.seo[page];
        const full = page === 'index' ? title : `${title} | ${SITE_NAME}`;
        return {
          page_name: page,
          language_id: lang(l),
          title: full,
          description,
          metadata: t.keywords,
          og_title: full,
          og_image: ogImage,
        };
      });
      const policyPages = policySeo.flatMap(([page, slug]) => {
        const p = policyTexts.get(`${l}:${slug}`);
        if (!p) return [];
        const full = `${p.title} | ${SITE_NAME}`;
        return [
          {
            page_name: page,
            language_id: lang(l),
            title: full,
            description: summary(firstParagraph(p.content)),
            metadata: t.keywords,
            og_title: full,
            og_image: ogImage,
          },
        ];
      });
      return [...pages, ...policyPages];
    }),
  );

  await db.insert(systemConfigs).values(
    locales.map((l) => ({
      language_id: lang(l),
      site_name: SITE_NAME,
      logo_url: '/logo.svg',
      logo_mobile_url: '/logo-mobile.svg',
      is_maintenance: false,
      maintenance_image_url: '/maintenance.svg',
      maintenance_title: SYSTEM_TEXTS[l].maintenance_title,
      maintenance_message: SYSTEM_TEXTS[l].maintenance_message,
      hide_content: false,
    })),
  );

  await db.insert(stickyConfigs).values([
    {
      code: 'line',
      name: 'LINE',
      position: 'right',
      image_url: '/icons/line.svg',
      link_url: LINE_URL,
      open_in_new_tab: true,
      order_no: 1,
    },
    {
      code: 'telegram',
      name: 'Telegram',
      position: 'right',
      image_url: '/icons/telegram.svg',
      link_url: TELEGRAM_URL,
      open_in_new_tab: true,
      order_no: 2,
    },
    {
      code: 'viber',
      name: 'Viber',
      position: 'right',
      image_url: '/icons/viber.svg',
      link_url: VIBER_URL,
      open_in_new_tab: false,
      order_no: 3,
    },
  ]);

  await db.insert(layoutPositions).values([
    { code: 'home-banner', page_name: 'index', name: 'Banner slider', order_no: 1 },
    { code: 'home-highlight', page_name: 'index', name: 'Highlight games', order_no: 2 },
    { code: 'home-hot', page_name: 'index', name: 'Hot games', order_no: 3 },
    { code: 'home-new', page_name: 'index', name: 'New games', order_no: 4 },
    { code: 'home-live-casino', page_name: 'index', name: 'Live casino', order_no: 5 },
    { code: 'home-categories', page_name: 'index', name: 'Game categories', order_no: 6 },
    { code: 'home-promotions', page_name: 'index', name: 'Promotions', order_no: 7 },
    { code: 'home-providers', page_name: 'index', name: 'Providers', order_no: 8 },
    { code: 'promotions-list', page_name: 'promotions', name: 'Promotion list', order_no: 1 },
    { code: 'deposit-promotions', page_name: 'payment', name: 'Promotions offered with a deposit', order_no: 1 },
  ]);

  await db.insert(generalConfigs).values([
    {
      key: 'timezone',
      value: 'Asia/Bangkok',
      description: 'Time zone of the business day (daily runs, history dates)',
    },
    { key: 'date_time_format', value: 'DD/MM/YYYY HH:mm:ss', description: 'How dates and times are shown' },
    { key: 'support_hours', value: '24/7', description: 'When the support team answers' },
    { key: 'upload_max_bytes', value: 2 * 1024 * 1024, description: 'Largest image a member may upload' },
    { key: 'coupon_code_min_length', value: 4, description: 'Shortest coupon code accepted' },
    {
      key: 'promotion_title_max_length',
      value: 30,
      description: 'Promotion titles are cut after this many characters',
    },
    { key: 'favourite_games_limit', value: 50, description: 'Favourite games listed' },
    { key: 'game_tags_limit', value: 8, description: 'Game tags shown in the lobby' },
    { key: 'socket_retry', value: { delay_ms: 500, max_retries: 10 }, description: 'Realtime feed reconnection' },
    {
      key: 'fake_notification_delay_ms',
      value: 4000,
      description: 'Delay before the site asks to allow notifications',
    },
    { key: 'viber_store_redirect_ms', value: 3000, description: 'Delay before Viber falls back to the app store' },
  ]);

  await db.insert(passwordConfigs).values(
    locales.map((l) => ({
      language_id: lang(l),
      min_length: passwordMinLengthFor(l),
      max_length: 64,
      require_lowercase: true,
      require_uppercase: true,
      require_digit: true,
      require_special: false,
    })),
  );

  await db.insert(contactChannels).values([
    { contact_code_name: 'line', display_name: 'LINE', contact_link: LINE_URL, is_default: true, order_no: 1 },
    { contact_code_name: 'telegram', display_name: 'Telegram', contact_link: TELEGRAM_URL, order_no: 2 },
    { contact_code_name: 'viberapp', display_name: 'Viber', contact_link: VIBER_URL, order_no: 3 },
  ]);

  // The home banners: a picture each, with a headline, the offer and a call to action drawn over it in every language.
  const bannerArt = [
    ['/banners/slots.svg', 'games?category=slot'],
    ['/banners/live-casino.svg', 'games?category=live-casino'],
    ['/banners/crash.svg', 'games?category=crash'],
    ['/banners/affiliate.svg', 'affiliate'],
  ] as const;
  await db.insert(systemBanners).values(
    locales.flatMap((l) =>
      bannerArt.map(([image_url, page], i) => ({
        language_id: lang(l),
        title: SYSTEM_TEXTS[l].banners[i],
        headline: SYSTEM_TEXTS[l].banners[i],
        offer_text: SYSTEM_TEXTS[l].banner_offers[i],
        cta_label: SYSTEM_TEXTS[l].banner_ctas[i],
        image_url,
        link_url: `/${l}/${page}`,
        order_no: i + 1,
      })),
    ),
  );

  await db.insert(notificationModals).values(
    locales.flatMap((l) => {
      const t = SYSTEM_TEXTS[l];
      return [
        // The home page of visitors (the `login` family): the demo games need no account. The shell greets with its
        // own welcome dialog and asks members with an incomplete profile through its starter modal, so no
        // notification repeats either.
        {
          language_id: lang(l),
          page_show_list: ['login'],
          title: t.try_demo_title,
          body: t.try_demo_body,
          image_url: '/notifications/demo-games.svg',
          link_url: `/${l}/games?tag=demo`,
          order_no: 1,
        },
        {
          language_id: lang(l),
          page_show_list: ['payment'],
          title: t.deposit_title,
          body: t.deposit_body,
          image_url: '/notifications/deposit.svg',
          link_url: null,
          order_no: 2,
        },
      ];
    }),
  );

  await db.insert(poweredBy).values(PARTNERS.map((p, i) => ({ ...p, link_url: null, order_no: i + 1 })));

  await db.insert(pwaConfig).values({
    id: 1,
    name: `${SITE_NAME} Casino`,
    short_name: SITE_NAME,
    description: 'Slots, live casino and crash games with fast deposits and daily rewards.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME.background,
    theme_color: THEME.background,
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  });

  await db.insert(triggerAllowance).values({ id: 1, is_active: 1 });
  services.site.invalidate();
}
