import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page lives once under /:lang; the route ids are the spec's route names (used for configuration lookup).
 * Pages of features that are not built yet are absent and answer 404.
 * A page goes into one of the shell's layouts: default (most pages), setting (the setting-* pages, inside the
 * default frame), no-footer, or play-game (games/:id).
 */
export default [
  index('features/shell/routes/root-redirect.tsx', { id: 'root-redirect' }),
  route('manifest.webmanifest', 'features/shell/routes/manifest.ts', { id: 'pwa-manifest' }),
  route(':lang', 'features/shell/routes/lang-layout.tsx', { id: 'lang' }, [
    // The modal forms' action (login …): a modal opens on any page, so its form posts here.
    route('auth', 'features/auth/routes/auth-forms.ts', { id: 'auth-forms' }),
    // The member's 12-month statement as a CSV or PDF download.
    route('statement-file', 'features/statements/routes/statement-file.ts', { id: 'statement-file' }),
    // The games of a lobby row below the first screen, fetched as the player scrolls (JSON).
    route('lobby-row', 'features/games/routes/lobby-row.ts', { id: 'lobby-row' }),
    // A game drawn at random: JSON for the lobby's button, else a redirect to the game's page.
    route('random-game', 'features/games/routes/random-game.ts', { id: 'random-game' }),
    layout('features/shell/routes/layout-default.tsx', { id: 'layout-default' }, [
      index('features/games/routes/home.tsx', { id: 'index' }),
      // The two Home_Page_1 variants as pages of their own (A on index1, B on index2); canonical is the home page.
      route('index1', 'features/games/routes/home.tsx', { id: 'index1' }),
      route('index2', 'features/games/routes/home.tsx', { id: 'index2' }),
      route('terms-and-conditions', 'features/policy/routes/policy.tsx', { id: 'terms-and-conditions' }),
      route('privacy-policy', 'features/policy/routes/policy.tsx', { id: 'privacy-policy' }),
      route('cookies-policy', 'features/policy/routes/policy.tsx', { id: 'cookies-policy' }),
      route('register', 'features/auth/routes/register.tsx', { id: 'register' }),
      route('games', 'features/games/routes/games.tsx', { id: 'games' }),
      route('providerselect', 'features/games/routes/providerselect.tsx', { id: 'providerselect' }),
      route('affiliate', 'features/affiliate/routes/affiliate.tsx', { id: 'affiliate' }),
      route('affiliate_v2/:code?', 'features/affiliate/routes/affiliate-landing.tsx', { id: 'affiliate_v2-code' }),
      route('promotions/affiliate', 'features/affiliate/routes/promotions-affiliate.tsx', {
        id: 'promotions-affiliate',
      }),
      route('promotions', 'features/promotions/routes/promotions.tsx', { id: 'promotions' }),
      route('promotions/:id', 'features/promotions/routes/promotion.tsx', { id: 'promotions-id' }),
      route('cashback', 'features/cashback/routes/cashback.tsx', { id: 'cashback' }),
      route('promotions/cashback', 'features/cashback/routes/articles.tsx', { id: 'promotions-cashback' }),
      route('promotions/rebate', 'features/cashback/routes/articles.tsx', { id: 'promotions-rebate' }),
      route('member-level', 'features/levels/routes/member-level.tsx', { id: 'member-level' }),
      route('member-level-detail', 'features/levels/routes/member-level-detail.tsx', { id: 'member-level-detail' }),
      route('coupon/couponDetails', 'features/coupons/routes/coupon-details.tsx', { id: 'coupon-couponDetails' }),
      route('coupon/:id?', 'features/coupons/routes/coupon.tsx', { id: 'coupon-id' }),
      route('quest', 'features/quests/routes/quest.tsx', { id: 'quest' }),
      route('quest/:id', 'features/quests/routes/quest-detail.tsx', { id: 'quest-id' }),
      route('reward/freespin', 'features/freespins/routes/reward-freespin.tsx', { id: 'reward-freespin' }),
      route('competition', 'features/competitions/routes/competitions.tsx', { id: 'competition' }),
      route('competition/:id', 'features/competitions/routes/competition.tsx', { id: 'competition-id' }),
      // The rewards shop (app/features/rewards).
      route('reward', 'features/rewards/routes/reward.tsx', { id: 'reward' }),
      route('reward/exchange-point', 'features/rewards/routes/exchange-point.tsx', { id: 'reward-exchange-point' }),
      route('reward/lucky-box', 'features/rewards/routes/lucky-box.tsx', { id: 'reward-lucky-box' }),
      route('reward/random-card', 'features/rewards/routes/random-card.tsx', { id: 'reward-random-card' }),
      route('reward/redreemExchangeReward', 'features/rewards/routes/products.tsx', {
        id: 'reward-redreemExchangeReward',
      }),
      route('reward/redreemExchangeReward/:id', 'features/rewards/routes/product.tsx', {
        id: 'reward-redreemExchangeReward-id',
      }),
      route('reward/history', 'features/rewards/routes/history.tsx', { id: 'reward-history' }),
      // Player protection (app/features/protection): the responsible-gambling page; the limits are a setting page.
      route('responsible-gambling', 'features/protection/routes/responsible-gambling.tsx', {
        id: 'responsible-gambling',
      }),
      route('setting', 'features/shell/routes/setting-layout.tsx', { id: 'setting' }, [
        // setting/profile, setting/wallet, … (ids setting-profile, setting-wallet, …)
        route('changePassword', 'features/auth/routes/change-password.tsx', { id: 'setting-changePassword' }),
        route('security', 'features/twofactor/routes/security.tsx', { id: 'setting-security' }),
        route('statement', 'features/statements/routes/statement.tsx', { id: 'setting-statement' }),
        route('profile', 'features/profile/routes/profile.tsx', { id: 'setting-profile' }),
        route('wallet', 'features/cashbox/routes/wallet.tsx', { id: 'setting-wallet' }),
        route('history', 'features/history/routes/history.tsx', { id: 'setting-history' }),
        route('totalbet', 'features/history/routes/totalbet.tsx', { id: 'setting-totalbet' }),
        route('affiliate', 'features/affiliate/routes/setting-affiliate.tsx', { id: 'setting-affiliate' }),
        route('affiliate/statistics', 'features/affiliate/routes/setting-affiliate-statistics.tsx', {
          id: 'setting-affiliate-statistics',
        }),
        route('affiliate/member', 'features/affiliate/routes/setting-affiliate-member.tsx', {
          id: 'setting-affiliate-member',
        }),
        route('affiliate/income', 'features/affiliate/routes/setting-affiliate-income.tsx', {
          id: 'setting-affiliate-income',
        }),
        route('promotion', 'features/promotions/routes/setting-promotion.tsx', { id: 'setting-promotion' }),
        route('cashback', 'features/cashback/routes/cashback.tsx', { id: 'setting-cashback' }),
        route('rebate', 'features/cashback/routes/cashback.tsx', { id: 'setting-rebate' }),
        route('couponhistory', 'features/coupons/routes/coupon-history.tsx', { id: 'setting-couponhistory' }),
        route('totalpoints', 'features/rewards/routes/totalpoints.tsx', { id: 'setting-totalpoints' }),
        route('redeemhistory', 'features/rewards/routes/history.tsx', { id: 'setting-redeemhistory' }),
        // Memos (app/features/memos): the inbox and sent list, writing one, one conversation.
        route('personal-message', 'features/memos/routes/personal-message.tsx', { id: 'setting-personal-message' }),
        route('personal-message/write-memo', 'features/memos/routes/write-memo.tsx', {
          id: 'setting-personal-message-write-memo',
        }),
        route('personal-message/:id', 'features/memos/routes/personal-message-detail.tsx', {
          id: 'setting-personal-message-id',
        }),
        route('limits', 'features/protection/routes/limits.tsx', { id: 'setting-limits' }),
      ]),
      route('*', 'features/shell/routes/not-found.tsx', { id: 'not-found' }),
    ]),
    layout('features/shell/routes/layout-no-footer.tsx', { id: 'layout-no-footer' }, [
      // pages without a footer; their navigation bar hides in full screen mode
    ]),
    layout('features/shell/routes/layout-play-game.tsx', { id: 'layout-play-game' }, [
      route('games/:id', 'features/games/routes/game.tsx', { id: 'games-id' }),
    ]),
  ]),
  route('*', 'features/shell/routes/not-found.tsx', { id: 'not-found-root' }),
] satisfies RouteConfig;
