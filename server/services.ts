import path from 'node:path';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createTransactionRunner, type TransactionRunner } from './db/group-commit.ts';
import { createDatabaseUpkeep, type DatabaseUpkeep } from './db/upkeep.ts';
import { SESSION_REVOKED, type EventBus } from './ws/bus.ts';
import { createContentVersion, withContentVersion, type ContentVersion } from './content-version.ts';
import { errorTexts, loadCatalogs, type Catalogs } from '../app/i18n/catalog.server.ts';
import type { ErrorTexts } from './errors.ts';
import { loginRulesOf } from '../app/features/site/site.schemas.ts';
import { createSiteService, type SiteService } from '../app/features/site/site.service.server.ts';
import { createPolicyService, type PolicyService } from '../app/features/policy/policy.service.server.ts';
import { createReferralService, type ReferralService } from '../app/features/referral/referral.service.server.ts';
import { createMemberCache } from '../app/features/auth/auth.member-cache.server.ts';
import { createTokenService, type TokenService } from '../app/features/auth/auth.tokens.server.ts';
import { createAuthService, type AuthService } from '../app/features/auth/auth.service.server.ts';
import { createDeviceCookies } from '../app/features/auth/auth.devices.server.ts';
import { createProfileService, type ProfileService } from '../app/features/profile/profile.service.server.ts';
import { createTwoFactorService, type TwoFactorService } from '../app/features/twofactor/twofactor.service.server.ts';
import {
  createStatementsService,
  type StatementsService,
} from '../app/features/statements/statements.service.server.ts';
import { DEFAULT_AUTH_RULES } from '../app/features/auth/auth.schemas.ts';
import { createLocaleService, type LocaleService } from '../app/features/locale/locale.service.server.ts';
import { openRateLimitStore, type RateLimitStore } from './plugins/rate-limit.ts';
import { createGamesService, type GamesService } from '../app/features/games/games.service.server.ts';
import { createLedgerService, type LedgerService } from '../app/features/ledger/ledger.service.server.ts';
import {
  createSeamlessService,
  type SeamlessService,
  type TurnoverService,
} from '../app/features/seamless/seamless.service.server.ts';
import { createWalletService, type WalletService } from '../app/features/wallet/wallet.service.server.ts';
import { createOtpService, type OtpService } from '../app/features/otp/otp.service.server.ts';
import { createSenders } from '../app/features/otp/otp.senders.server.ts';
import { createPlayListsService, type PlayListsService } from '../app/features/games/play.service.server.ts';
import { createCashboxService, type CashboxService } from '../app/features/cashbox/cashbox.service.server.ts';
import { createGatewayClient } from '../app/features/cashbox/cashbox.gateway.server.ts';
import { createJackpotReader, type JackpotService } from '../app/features/games/games.jackpot.server.ts';
import {
  createAffiliateJob,
  createAffiliateService,
  type AffiliateService,
} from '../app/features/affiliate/affiliate.service.server.ts';
import type { DailyJob, DailyRunsService } from './daily-runs/daily-runs.types.ts';
import {
  createPromotionsService,
  type PromotionsService,
} from '../app/features/promotions/promotions.service.server.ts';
import { createLevelsService, type LevelsService } from '../app/features/levels/levels.service.server.ts';
import { createCashbackService, type CashbackService } from '../app/features/cashback/cashback.service.server.ts';
import { createPointsService, type PointsService } from '../app/features/points/points.service.server.ts';
import { createCouponsService, type CouponsService } from '../app/features/coupons/coupons.service.server.ts';
import { createPushService, type PushService } from '../app/features/push/push.service.server.ts';
import { createFreespinsService, type FreespinsService } from '../app/features/freespins/freespins.service.server.ts';
import { createFreeRoundsClient } from '../app/features/freespins/freespins.provider.server.ts';
import { addDays, createDailyRunsService, dateInZone, startOfDate } from './daily-runs/daily-runs.service.ts';
import { createQuestsService, type QuestsService } from '../app/features/quests/quests.service.server.ts';
import {
  createCompetitionsService,
  type CompetitionsService,
} from '../app/features/competitions/competitions.service.server.ts';
import { createRewardsService, type RewardsService } from '../app/features/rewards/rewards.service.server.ts';
import { createMemosService, type MemosService } from '../app/features/memos/memos.service.server.ts';
import {
  createProtectionService,
  type ProtectionService,
} from '../app/features/protection/protection.service.server.ts';

/**
 * The composition root: every feature's service is built here from its dependencies, and features reach each
 * other only through this object.
 */
export interface AppServices {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Transactions that write money: group commit on the embedded database, retries everywhere (server/db/group-commit.ts). */
  transactions: TransactionRunner;
  /** VACUUM, ANALYZE and freezing on a schedule for the embedded database; the transaction-id age everywhere. */
  upkeep: DatabaseUpkeep;
  bus: EventBus;
  /**
   * The version of the public content (site configuration, policies, catalogue): the services' `invalidate()`
   * counts a change here and on every instance (server/content-version.ts); the anonymous page cache keys on it.
   */
  content: ContentVersion & { close(): void };
  catalogs: Catalogs;
  errorTexts: ErrorTexts;
  tokens: TokenService;
  locale: LocaleService;
  /** Counters for throttling: Redis when REDIS_URL is set (shared by every instance), else memory. */
  rateLimits: RateLimitStore;
  /** Login, registration, sessions, and the writes of the member's profile columns. */
  auth: AuthService;
  /** The member's profile: changes, banks, verify steps, e-mail and phone checks, and the completeness rule. */
  profile: ProfileService;
  /** Authenticator-app codes (TOTP) and recovery codes: asked at log-in, for withdrawals and the bank account. */
  twoFactor: TwoFactorService;
  /** Net position and the 12-month statement, asked of the cashbox, the ledger and the turnover. */
  statements: StatementsService;
  /** The site's configuration and content the shell shows (cached per process). */
  site: SiteService;
  /** The policy texts (cached per process). */
  policy: PolicyService;
  /** Referral code checks and referral link visits. */
  referral: ReferralService;
  games: GamesService;
  /** The only code that changes a balance. */
  ledger: LedgerService;
  /** Game launches and the providers' seamless-wallet calls; the member's bet records. */
  seamless: SeamlessService;
  /** Turnover and win/loss accumulators per member, currency, business date and game category. */
  turnover: TurnoverService;
  /** The member's favourite games and last played games. */
  playLists: PlayListsService;
  /** The progressive jackpot's pool, read from the game provider over HTTP and kept a few seconds. */
  jackpot: JackpotService;
  wallet: WalletService;
  /** One-time codes by SMS or e-mail (outbox in development, SMTP when SMTP_URL is set) and their verify tokens. */
  otp: OtpService;
  /** Deposits, withdrawals, wallet transfers and their histories; the payment gateways' webhooks. */
  cashbox: CashboxService;
  /** The affiliate programme: referral summary, statistics, referred members, commissions and the operator's rates. */
  affiliate: AffiliateService;
  /** The daily commission run (`affiliate`), registered with the daily-run scheduler. */
  affiliateJob: DailyJob;
  /**
   * Promotions: definitions, the member's promotions and their progress (counted by the wallet's SQL), the member's
   * one active bonus type (promotion, cashback or rebate), the deposit bonus and the withdrawal rule for the cashbox.
   */
  promotions: PromotionsService;
  /** The daily jobs per business date (cashback, rebate, levels, affiliate): run rows, claims, schedule, /ops trigger. */
  dailyRuns: DailyRunsService & ReturnType<typeof createDailyRunsService>;
  /** Member levels: thresholds, privileges, VIP and birthday bonuses; the daily `level` job. */
  levels: LevelsService;
  /** Daily cashback (on net loss) and rebate (on turnover): rates, credits, articles, transfers to main. */
  cashback: CashbackService;
  /** The member's points: earned and spent through the ledger's points wallet, with their history. */
  points: PointsService;
  /** Coupons: codes (hashed), redemptions (credit, points, promotion), the operator's verification. */
  coupons: CouponsService;
  /** Quests: play, deposit, VIP and the daily check-in; progress from the settled-round feed; rewards once per period. */
  quests: QuestsService;
  /** Free spins: offers bought with points, the member's grants played as the game provider's free rounds. */
  freespins: FreespinsService;
  /** Competitions: entries, live leaderboards from the settled-rounds feed, prizes paid by the end job. */
  competitions: CompetitionsService;
  /** The rewards shop: points earned per bet and deposit, exchange, lucky boxes, random cards, physical rewards. */
  rewards: RewardsService;
  /** Memos: the member's conversations with the staff, the operator's memos and broadcasts, automatic memos. */
  memos: MemosService;
  /** Web Push: the members' browser subscriptions and notifications sent to them (VAPID, web-push). */
  push: PushService;
  /**
   * Player protection: deposit, loss and bet limits, the maximum bet, time settings, time-outs and self-exclusion;
   * `isExcluded` is what marketing (push, promotion memos) asks before it sends (docs/protection.md).
   */
  protection: ProtectionService;
  /**
   * Where this process can be reached from itself (the address it listens on); the server sets it once it listens.
   * Built-in services on the same process (the sandbox gateway) are called there.
   */
  address: {
    own(): string;
    /** How this process calls itself: over the network once it listens, else through Fastify's inject (tests). */
    fetch(url: string, init?: RequestInit): Promise<Response>;
  };
}

export function createServices(deps: {
  config: AppConfig;
  database: Database;
  bus: EventBus;
  /** The demo game provider's address (DEMO_PROVIDER_URL, else this process's own); null before it listens. */
  providerBaseUrl?: () => string | null;
  /** Told when the provider's jackpot could not be read. */
  onJackpotError?: (reason: string) => void;
  /** The clock of player protection (tests move it); the real time otherwise. */
  clock?: () => Date;
}): AppServices {
  const { config, database, bus } = deps;
  const db = database.db;
  const catalogs = loadCatalogs();
  // A revoked session's websockets close on every instance (the gateway listens for SESSION_REVOKED on the bus).
  // A member's verified session and profile are kept a few seconds; revocations and writes drop them on every instance.
  const memberCache = createMemberCache({ bus });
  const tokens = createTokenService(db, config.jwtSecret, config.WEB_NAME, {
    cache: memberCache,
    onRevoke: (memberId, sessions) => bus.publish({ memberId, topic: SESSION_REVOKED, data: { sessions } }),
  });
  const locale = createLocaleService(db);
  const rateLimits = openRateLimitStore(config.REDIS_URL, `${config.WEB_NAME}:rl:`);
  const content = createContentVersion({ bus });
  const site = withContentVersion(createSiteService({ db }), 'site', content);
  const otp = createOtpService({
    db,
    rateLimits,
    senders: createSenders({ db, smtpUrl: config.SMTP_URL }),
    catalogs,
    secret: config.jwtSecret,
    // The site's name as the pages show it in the message's language (site config), else WEB_NAME.
    siteName: async (code) => {
      try {
        const language = (await locale.languages()).find((l) => l.code === code);
        const name = language ? (await site.systemConfig(language.id))?.site_name : null;
        return name || config.WEB_NAME;
      } catch {
        return config.WEB_NAME;
      }
    },
  });
  const transactions = createTransactionRunner(db, { groupCommit: database.kind === 'pglite' });
  const ledger = createLedgerService(db, { runner: transactions });
  const play = createSeamlessService({
    db,
    ledger,
    getGame: (id) => services.games.getGame(id),
    getGameByCode: (code) => services.games.getGameByCode(code),
    profile: (id) => services.auth.profile(id),
    profileComplete: (id) => services.profile.isComplete(id),
    onLaunch: (memberId, gameId) => services.playLists.recordPlayed(memberId, gameId),
    couponHold: (memberId) => services.coupons.requireNotUnderVerification(memberId),
    playGate: (memberId) => services.protection.requirePlayAllowed(memberId),
    usernames: (ids) => services.auth.usernames(ids),
    // Bets count on the business date of the configured zone (the seamless default is Asia/Bangkok's fixed offset).
    businessDateOf:
      config.BUSINESS_TIME_ZONE === 'Asia/Bangkok' ? undefined : (at) => dateInZone(at, config.BUSINESS_TIME_ZONE),
  });
  /** A member's wallet currency code; null for an unknown member. */
  const memberCurrency = async (id: number): Promise<string | null> => {
    const currencyId = (await services.auth.profile(id))?.currency_id;
    return currencyId ? ((await locale.currencyById(currencyId))?.code ?? null) : null;
  };
  const services: AppServices = {
    config,
    database,
    db,
    transactions,
    upkeep: createDatabaseUpkeep(database),
    bus,
    content,
    catalogs,
    errorTexts: errorTexts(catalogs),
    tokens,
    locale,
    rateLimits,
    // Login mode and length rules come from the global config (the site defaults when none is stored).
    auth: createAuthService({
      db,
      tokens,
      locale,
      limits: rateLimits,
      otp,
      devices: createDeviceCookies(config.jwtSecret),
      memberCache,
      rules: async () => loginRulesOf(await site.globalConfig()) ?? DEFAULT_AUTH_RULES,
      registerOtp: async () => (await site.globalConfig())?.register_otp ?? true,
      loginGate: (memberId) => services.protection.requireLoginAllowed(memberId),
      twoFactor: () => services.twoFactor,
      challengeSecret: config.jwtSecret,
    }),
    statements: createStatementsService({
      cashbox: () => services.cashbox,
      ledger,
      turnover: () => services.turnover,
      currencyById: (id) => locale.currencyById(id),
    }),
    twoFactor: createTwoFactorService({
      db,
      secret: config.jwtSecret,
      limits: rateLimits,
      issuer: () => config.WEB_NAME,
    }),
    site,
    policy: withContentVersion(createPolicyService({ db }), 'policy', content),
    referral: createReferralService({ db, rateLimits, referrerOf: (code) => services.auth.referrerId(code) }),
    profile: createProfileService({
      db,
      auth: () => services.auth,
      globalConfig: () => site.globalConfig(),
      languageIdOf: async (code) => (await locale.languageByCode(code))?.id ?? null,
      currencyById: (id) => locale.currencyById(id),
      otp: () => services.otp,
      limits: rateLimits,
      twoFactor: () => services.twoFactor,
    }),
    games: withContentVersion(
      createGamesService({ db, languageIdOf: async (code) => (await locale.languageByCode(code))?.id ?? null }),
      'games',
      content,
    ),
    ledger,
    seamless: play.seamless,
    turnover: play.turnover,
    playLists: createPlayListsService({ db, games: () => services.games, bus }),
    jackpot: createJackpotReader({
      baseUrl: () => config.DEMO_PROVIDER_URL ?? deps.providerBaseUrl?.() ?? null,
      onError: deps.onJackpotError,
    }),
    wallet: createWalletService({
      ledger,
      turnover: play.turnover,
      currencyById: (id) => locale.currencyById(id),
      memberCurrencyId: async (id) => (await services.auth.profile(id))?.currency_id ?? null,
      pointConfig: () => services.points.config(),
    }),
    otp,
    cashbox: createCashboxService({
      db,
      ledger,
      turnover: () => services.turnover,
      profile: () => services.profile,
      promotions: () => services.promotions,
      currencyById: (id) => locale.currencyById(id),
      bus,
      gateways: {
        sandbox: createGatewayClient({
          code: 'sandbox',
          baseUrl: () => config.GATEWAY_URL_SANDBOX ?? `${services.address.own()}/gateway/sandbox`,
          secret: config.gatewaySecrets.sandbox,
          fetch: (url, init) => services.address.fetch(url, init),
        }),
      },
      slipDir: path.join(config.dataDir, 'uploads', 'slips'),
      couponHold: (memberId) => services.coupons.requireNotUnderVerification(memberId),
      protection: () => services.protection,
      currencyByCode: (code) => locale.currencyByCode(code),
      twoFactor: () => services.twoFactor,
      secret: config.jwtSecret,
      memos: () => services.memos,
    }),
    affiliate: createAffiliateService({
      db,
      ledger,
      turnover: () => services.turnover,
      auth: () => services.auth,
      referral: () => services.referral,
      cashbox: () => services.cashbox,
    }),
    affiliateJob: createAffiliateJob({ affiliate: () => services.affiliate }),
    promotions: createPromotionsService({
      db,
      ledger,
      bus,
      logActivity: (ex, entry) => services.cashbox.logActivity(ex, entry),
      languageCode: async (id) => (await locale.languages()).find((l) => l.id === id)?.code ?? null,
      memberCurrency,
    }),
    dailyRuns: createDailyRunsService({ db, timeZone: config.BUSINESS_TIME_ZONE, at: config.DAILY_RUNS_AT }),
    levels: createLevelsService({
      db,
      ledger,
      auth: () => services.auth,
      turnover: () => services.turnover,
      cashbox: () => services.cashbox,
      currencyById: (id) => locale.currencyById(id),
      ratesOf: (levelId) => services.cashback.ratesOf(levelId),
      bus,
      timeZone: config.BUSINESS_TIME_ZONE,
    }),
    cashback: createCashbackService({
      db,
      ledger,
      turnover: () => services.turnover,
      levels: () => services.levels,
      cashbox: () => services.cashbox,
      currencyById: (id) => locale.currencyById(id),
      bus,
      memos: () => services.memos,
      // The promotions' active-bonus record decides who is excluded (docs/daily-runs.md § One active bonus).
      activeBonusTypes: (ids) => services.promotions.activeBonusTypes(ids),
      activateBonus: (memberId, kind, options) =>
        services.ledger.withTransaction((tx) => services.promotions.activateBonus(tx, memberId, kind, options)),
      today: () => dateInZone(new Date(), config.BUSINESS_TIME_ZONE),
      periodEnd: () => {
        const [h, m] = config.DAILY_RUNS_AT.split(':').map(Number);
        const tomorrow = addDays(dateInZone(new Date(), config.BUSINESS_TIME_ZONE), 1);
        return new Date(startOfDate(tomorrow, config.BUSINESS_TIME_ZONE).getTime() + (h * 60 + m) * 60_000);
      },
    }),
    points: createPointsService({ db, ledger, bus, memberCurrency }),
    coupons: createCouponsService({
      db,
      ledger,
      bus,
      secret: config.jwtSecret,
      rateLimits,
      points: () => services.points,
      promotions: () => services.promotions,
      memberCurrency,
      enabled: async () => {
        const language = await locale.languageByCode('en');
        const cf = language ? await site.customFunction(language.id) : null;
        return !!cf?.coupon_enabled && cf.privilege.includes('coupon');
      },
    }),
    quests: createQuestsService({
      db,
      ledger,
      bus,
      points: () => services.points,
      settledRounds: (afterId, limit) => services.turnover.settledRounds(afterId, limit),
      depositTotal: async (id, before) => (await services.cashbox.depositTotals([id], before)).get(id) ?? 0,
      promotions: () => services.promotions,
      logActivity: (ex, entry) => services.cashbox.logActivity(ex, entry),
      memberCurrency,
      hasPrivilege: (id) => services.levels.hasPrivilege(id, 'quest'),
      memberLevel: async (id) => (await services.levels.memberLevel(id, 'en')).level?.level_no ?? 0,
      timeZone: config.BUSINESS_TIME_ZONE,
    }),
    freespins: createFreespinsService({
      db,
      ledger,
      points: () => services.points,
      games: () => services.games,
      memberCurrency,
      provider: createFreeRoundsClient({
        baseUrl: () => config.DEMO_PROVIDER_URL ?? `${services.address.own()}/demo-provider`,
        secret: config.providerSecrets.demo,
        fetch: (url, init) => services.address.fetch(url, init),
      }),
      bus,
    }),
    competitions: createCompetitionsService({
      db,
      ledger,
      bus,
      settledRounds: (afterId, limit) => services.turnover.settledRounds(afterId, limit),
      points: () => services.points,
      usernames: (ids) => services.auth.usernames(ids),
      memberCurrency,
    }),
    rewards: createRewardsService({
      db,
      ledger,
      points: () => services.points,
      turnover: () => services.turnover,
      cashbox: () => services.cashbox,
      currencyById: (id) => locale.currencyById(id),
    }),
    memos: createMemosService({
      rateLimits,
      db,
      bus,
      catalogs,
      imageDir: path.join(config.dataDir, 'uploads', 'memos'),
      secret: config.jwtSecret,
      currencyByCode: (code) => locale.currencyByCode(code),
      logActivity: (ex, entry) => services.cashbox.logActivity(ex, entry),
      memberExists: async (id) => !!(await services.auth.profile(id)),
      // A broadcast is marketing: a member on a time-out or self-excluded is left out (player protection).
      segmentPage: async (segment, afterId, limit) => {
        const page = await services.auth.memberPage(afterId, limit);
        const last = page.length ? page[page.length - 1].id : null;
        let members = page;
        if (segment.kind === 'level') members = page.filter((m) => m.member_level_id === segment.level_id);
        if (segment.kind === 'depositors' && page.length) {
          const totals = await services.cashbox.depositTotals(
            page.map((m) => m.id),
            new Date(),
          );
          members = page.filter((m) => (totals.get(m.id) ?? 0) > 0);
        }
        const excluded = await Promise.all(members.map((m) => services.protection.isExcluded(m.id)));
        return { ids: members.filter((_, i) => !excluded[i]).map((m) => m.id), last };
      },
      enabled: async () => {
        const language = await locale.languageByCode('en');
        const cf = language ? await site.customFunction(language.id) : null;
        return !!cf?.configList.find((c) => c.name === 'Personal Message')?.is_active;
      },
      timeZone: config.BUSINESS_TIME_ZONE,
    }),
    push: createPushService({
      db,
      // Notifications are marketing: none reach a member on a time-out or self-excluded (player protection).
      reachable: async (memberId) => !(await services.protection.isExcluded(memberId)),
      vapid: config.vapid,
      // Push services contact the sender at the site's public https address, else at a mailbox of the site's name.
      subject: config.PUBLIC_BASE_URL?.startsWith('https://')
        ? new URL(config.PUBLIC_BASE_URL).origin
        : `mailto:push@${config.WEB_NAME.toLowerCase()}.invalid`,
    }),
    protection: createProtectionService({
      db,
      now: deps.clock,
      memberCurrency: async (id) => {
        const currencyId = (await services.auth.profile(id))?.currency_id;
        const c = currencyId ? await locale.currencyById(currencyId) : null;
        return c ? { code: c.code, decimals: c.decimals } : null;
      },
      revokeSessions: (memberId) => services.auth.revokeSessions(memberId),
      // The playing session starts at the log-in; its net position is the wallet's change through play since.
      session: async (memberId) => {
        const profile = await services.auth.profile(memberId);
        const last = profile?.last_login_at;
        return {
          startedAt: last ? new Date(last) : null,
          currency: profile?.currency?.code ?? null,
          winLose: async (from) => (await services.seamless.betSummary(memberId, { from })).win_lose,
        };
      },
      // What the limits page shows as used: deposits as the cashbox counts them, losses and stakes per business date.
      usage: async (memberId, currency) => {
        const at = (deps.clock ?? (() => new Date()))();
        const today = dateInZone(at, config.BUSINESS_TIME_ZONE);
        const monthAgo = new Date(`${today}T00:00:00Z`);
        monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
        const from = addDays(monthAgo.toISOString().slice(0, 10), 1);
        const weekFrom = addDays(today, -6);
        const [deposits, days] = await Promise.all([
          services.cashbox.depositLimitUsage(memberId, currency),
          services.turnover.memberDays({ memberIds: [memberId], fromDate: from, toDate: today }),
        ]);
        const sum = (after: string, pick: (d: (typeof days)[number]) => number) =>
          days.filter((d) => d.currency === currency && d.business_date >= after).reduce((a, d) => a + pick(d), 0);
        const bet = (d: (typeof days)[number]) => d.bet_amount;
        const loss = (d: (typeof days)[number]) => d.bet_amount - d.win_amount;
        return {
          deposit_day: deposits.day,
          deposit_week: deposits.week,
          deposit_month: deposits.month,
          bet_day: sum(today, bet),
          bet_week: sum(weekFrom, bet),
          bet_month: sum(from, bet),
          loss_day: sum(today, loss),
          loss_week: sum(weekFrom, loss),
          loss_month: sum(from, loss),
        };
      },
    }),
    address: {
      own: () =>
        `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST}:${config.PORT}`,
      fetch: (url, init) => fetch(url, init),
    },
  };
  // The daily jobs, in order: levels first (the cashback and rebate rates follow the level).
  services.dailyRuns.register(services.levels.job);
  services.dailyRuns.register(services.cashback.jobs.cashback);
  services.dailyRuns.register(services.cashback.jobs.rebate);
  services.dailyRuns.register(services.affiliateJob);
  return services;
}
