/**
 * The commands of `npm run ops -- <command>`: each maps to one /ops request. To add one, add a row: positional
 * `args` fill the `:name` parts of `path` in order; `--name value` options go to the query string of a GET and to
 * the JSON body of the other methods (values that parse as JSON are sent as such: numbers, true, null, objects).
 */
export interface OpsCommand {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  args?: string[];
  /** Options the command takes, shown by `help` (others are refused). */
  options?: string[];
  describe: string;
}

/** What a quest's commands may set (app/features/quests/quests.schemas.ts). */
const QUEST_FIELDS = [
  'type',
  'condition',
  'target',
  'threshold',
  'categories',
  'currency',
  'period',
  'min_level',
  'reward_type',
  'reward_amount',
  'reward_promotion_id',
  'check_in_rewards',
  'starts_at',
  'ends_at',
  'is_active',
  'order_no',
  'art',
  'content',
];

/** What a promotion's commands may set (app/features/promotions/promotions.schemas.ts). */
const PROMOTION_FIELDS = [
  'category_code',
  'kind',
  'trigger',
  'currency',
  'bonus_percent',
  'bonus_cap',
  'min_deposit',
  'free_credit_amount',
  'target_type',
  'target_multiple_pct',
  'contributions',
  'eligible_categories',
  'max_withdraw',
  'max_bet',
  'end_balance_floor',
  'duration_hours',
  'claim_starts_at',
  'claim_ends_at',
  'starts_at',
  'is_active',
  'order_no',
  'art',
  'content',
];

/** What a home banner's commands may set. */
const BANNER_FIELDS = [
  'language_id',
  'title',
  'image_url',
  'mobile_image_url',
  'link_url',
  'headline',
  'offer_text',
  'cta_label',
  'order_no',
  'is_active',
  'start_at',
  'end_at',
];

const COMPETITION_FIELDS = [
  'texts',
  'calc_type',
  'min_stake',
  'currency',
  'eligible_categories',
  'eligible_games',
  'prizes',
  'theme',
  'starts_at',
  'ends_at',
];

export const OPS_COMMANDS: Record<string, OpsCommand> = {
  'affiliate:settings': {
    method: 'GET',
    path: '/ops/affiliate/settings',
    describe: 'the affiliate programme per currency: basis (turnover or net_loss), rate in basis points, minimums, cap',
  },
  'affiliate:set': {
    method: 'PATCH',
    path: '/ops/affiliate/settings',
    options: ['currency', 'title', 'basis', 'rate_bp', 'min_turnover', 'min_commission', 'max_commission', 'is_active'],
    describe: 'changes the affiliate programme of a currency (amounts in minor units; rate_bp 100 = 1 %)',
  },
  'affiliate:member': {
    method: 'POST',
    path: '/ops/affiliate/members',
    options: ['username', 'enabled'],
    describe: 'opens the affiliate programme to a member (--enabled false closes it)',
  },
  'affiliate:run': {
    method: 'POST',
    path: '/ops/affiliate/run',
    options: ['date'],
    describe:
      'runs the daily affiliate commission for a business date (YYYY-MM-DD, default yesterday); never pays twice',
  },
  health: {
    method: 'GET',
    path: '/ops/health',
    describe:
      'database kind, latency, migration and database function state, transaction-id age and the upkeep (VACUUM) schedule',
  },
  'ledger:verify': {
    method: 'GET',
    path: '/ops/ledger/verify',
    describe: 'recompute every balance from the transfers and compare',
  },
  runs: {
    method: 'GET',
    path: '/ops/runs',
    options: ['job', 'limit'],
    describe: 'the daily runs (cashback, rebate, level, affiliate …) per business date: status, members, credited',
  },
  'runs:trigger': {
    method: 'POST',
    path: '/ops/runs/:job',
    args: ['job'],
    options: ['date'],
    describe:
      'run a daily job (or all) for a closed business date (--date YYYY-MM-DD, default: yesterday); never twice',
  },
  outbox: {
    method: 'GET',
    path: '/ops/outbox?to=:to',
    args: ['to'],
    describe: 'SMS and e-mails the development outbox delivered to a phone number or address, newest first',
  },
  'content:changed': {
    method: 'POST',
    path: '/ops/content/changed',
    options: ['area'],
    describe:
      "after the site content, policies or games changed in the database: drop every instance's caches of them (area: site, policy, games; all when omitted) and the cached pages",
  },
  'otp:settings': {
    method: 'GET',
    path: '/ops/otp-settings',
    describe: 'code length, expiry, resend time, attempts and hourly limits of one-time codes',
  },
  'otp:set': {
    method: 'PATCH',
    path: '/ops/otp-settings',
    options: [
      'code_length',
      'expiry_seconds',
      'resend_seconds',
      'max_attempts',
      'requests_per_hour',
      'requests_per_ip_per_hour',
      'verify_token_seconds',
    ],
    describe: 'change the timing and limits of one-time codes',
  },
  deposits: {
    method: 'GET',
    path: '/ops/deposits',
    options: ['status', 'limit', 'skip'],
    describe:
      'deposits, newest first (status: pending, confirming, success, fail), with amounts asked, paid and credited',
  },
  'deposit:approve': {
    method: 'POST',
    path: '/ops/deposits/:id/approve',
    args: ['id'],
    options: ['note', 'amount'],
    describe: 'credit a pending deposit (amount: minor units actually received, default the amount asked)',
  },
  'deposit:reject': {
    method: 'POST',
    path: '/ops/deposits/:id/reject',
    args: ['id'],
    options: ['note'],
    describe: 'close a pending deposit without crediting it',
  },
  withdrawals: {
    method: 'GET',
    path: '/ops/withdrawals',
    options: ['status', 'limit', 'skip'],
    describe: 'withdrawals, newest first (status: processing, success, failure), with the account they go to',
  },
  'withdrawal:approve': {
    method: 'POST',
    path: '/ops/withdrawals/:id/approve',
    args: ['id'],
    options: ['note'],
    describe: 'mark a processing withdrawal paid: its held amount is posted',
  },
  'withdrawal:reject': {
    method: 'POST',
    path: '/ops/withdrawals/:id/reject',
    args: ['id'],
    options: ['note'],
    describe: 'refuse a processing withdrawal: its held amount returns to the main wallet',
  },
  'withdrawal:config': {
    method: 'GET',
    path: '/ops/withdrawal-config',
    describe: 'withdrawal minimum, maximum, auto-withdraw limit and deposit turnover rule per currency',
  },
  'withdrawal:set': {
    method: 'PATCH',
    path: '/ops/withdrawal-config',
    options: ['currency', 'min_withdraw', 'max_withdraw', 'auto_withdraw_limit', 'deposit_turnover_percent'],
    describe:
      'change the withdrawal rules of a currency (minor units; auto_withdraw_limit 0 sends every withdrawal to the operator; deposit_turnover_percent 100 = 1x the deposit)',
  },
  'gateway:deliveries': {
    method: 'GET',
    path: '/ops/gateway-deliveries',
    options: ['limit', 'payment_id'],
    describe: "the sandbox gateway's webhook delivery attempts (status code, duration, error, next attempt)",
  },
  banners: {
    method: 'GET',
    path: '/ops/banners',
    options: ['language_id'],
    describe:
      'the home banners (inactive ones too) with their headline, offer, button text and link; of one language with --language_id',
  },
  'banner:add': {
    method: 'POST',
    path: '/ops/banners',
    options: BANNER_FIELDS,
    describe:
      'add a home banner: --language_id --title --image_url, and --headline --offer_text --cta_label --link_url for the words and button drawn over it',
  },
  'banner:set': {
    method: 'PATCH',
    path: '/ops/banners/:id',
    args: ['id'],
    options: BANNER_FIELDS,
    describe:
      'change a home banner (e.g. --headline "…" --offer_text "…" --cta_label "…", --is_active false); the pages show it at once',
  },
  promotions: {
    method: 'GET',
    path: '/ops/promotions',
    describe: 'promotion definitions, in their order, with their category',
  },
  'promotion:add': {
    method: 'POST',
    path: '/ops/promotions',
    options: PROMOTION_FIELDS,
    describe:
      'add a promotion (e.g. --kind free_credit --free_credit_amount 5000 --content \'{"en":{"title":"Free ฿50"}}\'; amounts in minor units)',
  },
  'promotion:set': {
    method: 'PATCH',
    path: '/ops/promotions/:id',
    args: ['id'],
    options: PROMOTION_FIELDS,
    describe: 'change a promotion (the fields given; running members keep the rules they took it with)',
  },
  'promotion:category': {
    method: 'POST',
    path: '/ops/promotion-categories',
    options: ['code', 'names', 'order_no'],
    describe: 'add or rename a promotion category (--code festival --names \'{"en":"Festival","th":"เทศกาล"}\')',
  },
  'member:promotions': {
    method: 'GET',
    path: '/ops/members/:id/promotions',
    args: ['id'],
    describe: "a member's promotions with their progress and state",
  },
  // The rewards shop (docs/rewards.md).
  'reward:redeems': {
    method: 'GET',
    path: '/ops/rewards/redeems',
    options: ['status', 'limit', 'skip'],
    describe: 'redeems, newest first (status: completed, address_required, pending, shipped), with shipping details',
  },
  'reward:ship': {
    method: 'POST',
    path: '/ops/rewards/redeems/:id/ship',
    args: ['id'],
    options: ['tracking_no'],
    describe: 'mark a physical reward shipped with its tracking number (the member sees it in the redeem history)',
  },
  'reward:settings': {
    method: 'GET',
    path: '/ops/rewards/settings',
    describe: 'points earning rules and exchange rates',
  },
  'reward:set': {
    method: 'PATCH',
    path: '/ops/rewards/settings',
    options: ['earn_rules', 'exchange_rates'],
    describe:
      'change earning rules or exchange rates (JSON arrays, e.g. --exchange_rates \'[{"currency":"THB","amount_per_point":10,"min_points":100,"is_active":true}]\')',
  },
  'reward:earn': {
    method: 'POST',
    path: '/ops/rewards/earn',
    describe: 'credit the points of settled bets and deposits now',
  },
  'reward:grant': {
    method: 'POST',
    path: '/ops/rewards/points',
    options: ['member_id', 'points', 'key', 'note'],
    describe: 'grant points to a member, once per key',
  },
  'coupon:list': {
    method: 'GET',
    path: '/ops/coupons',
    options: ['limit'],
    describe: 'coupons, newest first, with uses',
  },
  'coupon:add': {
    method: 'POST',
    path: '/ops/coupons',
    options: [
      'name',
      'kind',
      'amount',
      'currency',
      'points',
      'promotion_information_id',
      'needs_verification',
      'code',
      'member_ids',
      'max_uses',
      'starts_at',
      'expires_at',
    ],
    describe:
      'add a coupon (--kind credit --amount 10000 --name \'{"en":"Welcome"}\' --max_uses 500; --member_ids \'[12]\' draws a code per member); prints the codes once',
  },
  'coupon:disable': { method: 'POST', path: '/ops/coupons/:id/disable', args: ['id'], describe: 'switch a coupon off' },
  'coupon:redemptions': {
    method: 'GET',
    path: '/ops/coupon-redemptions',
    options: ['status', 'limit'],
    describe: 'coupon redemptions, newest first (--status under_verification: the ones waiting)',
  },
  'memo:list': {
    method: 'GET',
    path: '/ops/memos',
    options: ['member_id', 'awaiting', 'limit'],
    describe: 'memo conversations, newest first (--awaiting true: those waiting for an answer; --member_id 12)',
  },
  'memo:show': {
    method: 'GET',
    path: '/ops/memos/:id',
    args: ['id'],
    describe: 'one memo conversation with its messages',
  },
  'memo:send': {
    method: 'POST',
    path: '/ops/memos',
    options: ['member_id', 'title', 'html', 'category', 'is_modal', 'allow_reply', 'image_id'],
    describe:
      'send a memo to a member (--member_id 12 --title "Hello" --html "<p>Hi</p>"; --is_modal true: a reward pop-up; HTML is sanitised)',
  },
  'memo:broadcast': {
    method: 'POST',
    path: '/ops/memos/broadcast',
    options: ['segment', 'title', 'html', 'category', 'is_modal', 'allow_reply', 'image_id'],
    describe:
      'send a memo to a segment (--segment \'{"kind":"all"}\' | \'{"kind":"level","level_id":2}\' | \'{"kind":"depositors"}\')',
  },
  'memo:reply': {
    method: 'POST',
    path: '/ops/memos/:id/reply',
    args: ['id'],
    options: ['html', 'image_id'],
    describe: 'answer in a memo conversation (--html "<p>Done</p>"); a picture is uploaded first to /ops/memo-images',
  },
  'coupon:approve': {
    method: 'POST',
    path: '/ops/coupon-redemptions/:id/approve',
    args: ['id'],
    options: ['note'],
    describe: 'approve a coupon under verification (pays it)',
  },
  'coupon:reject': {
    method: 'POST',
    path: '/ops/coupon-redemptions/:id/reject',
    args: ['id'],
    options: ['note'],
    describe: 'reject a coupon under verification (status fail)',
  },
  // Quests (app/features/quests/quests.schemas.ts: questDefinitionSchema; amounts in minor units).
  quests: { method: 'GET', path: '/ops/quests', describe: 'every quest definition, active or not' },
  'quest:add': {
    method: 'POST',
    path: '/ops/quests',
    options: QUEST_FIELDS,
    describe:
      'add a quest (e.g. --type play --condition bet_count --target 3 --reward_type money --reward_amount 2000 --content \'{"en":{"title":"Warm-up"}}\')',
  },
  'quest:set': {
    method: 'PATCH',
    path: '/ops/quests/:id',
    args: ['id'],
    options: QUEST_FIELDS,
    describe: 'change a quest (the fields given; members who joined keep the target and reward they joined with)',
  },
  'quest:member': {
    method: 'POST',
    path: '/ops/quests/members',
    options: ['username', 'enabled'],
    describe: "open quests to a member or close them (the member's quest privilege: --username demo --enabled true)",
  },
  'freespin:offers': { method: 'GET', path: '/ops/freespin-offers', describe: 'the free spin offers' },
  'freespin:offer': {
    method: 'POST',
    path: '/ops/freespin-offers',
    options: ['game_list_id', 'currency', 'bet', 'total_spin', 'point', 'validity_days', 'order_no'],
    describe:
      'add a free spin offer (--game_list_id 12 --currency THB --bet 2000 --total_spin 10 --point 500 --validity_days 7)',
  },
  'freespin:give': {
    method: 'POST',
    path: '/ops/freespin-grants',
    options: ['member_id', 'game_list_id', 'bet', 'total_spin', 'validity_days', 'key'],
    describe: 'give a member free spins of a slot game (no points)',
  },
  'member:freespins': {
    method: 'GET',
    path: '/ops/members/:id/freespins',
    args: ['id'],
    describe: "a member's free spins with their remaining spins",
  },
  // Competitions (docs/competitions.md).
  competitions: {
    method: 'GET',
    path: '/ops/competitions',
    describe: 'competitions, newest first, with their players and when their prizes were paid',
  },
  'competition:add': {
    method: 'POST',
    path: '/ops/competitions',
    options: COMPETITION_FIELDS,
    describe:
      'add a competition (--calc_type turnover --currency THB --texts \'{"en":{"name":"Slot race"}}\' --prizes \'[{"rank":1,"type":"money","amount":100000}]\' --starts_at … --ends_at …)',
  },
  'competition:set': {
    method: 'PATCH',
    path: '/ops/competitions/:id',
    args: ['id'],
    options: COMPETITION_FIELDS,
    describe: 'change a competition (the fields given; a running one keeps its calculation type and currency)',
  },
  'competition:settle': {
    method: 'POST',
    path: '/ops/competitions/:id/settle',
    args: ['id'],
    describe: 'pay an ended competition now (the end job does it within seconds; paying twice pays once)',
  },
  'protection:get': {
    method: 'GET',
    path: '/ops/protection/members/:id',
    args: ['id'],
    describe: "a member's limits (player's, pending, operator's, what they counted), time settings and exclusion",
  },
  'protection:limits': {
    method: 'POST',
    path: '/ops/protection/members/:id/limits',
    args: ['id'],
    options: [
      'deposit_day',
      'deposit_week',
      'deposit_month',
      'loss_day',
      'loss_week',
      'loss_month',
      'bet_day',
      'bet_week',
      'bet_month',
      'max_bet',
      'session_minutes',
    ],
    describe: "set the operator's limits of a member (minor units, minutes; null removes; the stricter limit applies)",
  },
  'protection:lift': {
    method: 'POST',
    path: '/ops/protection/members/:id/lift',
    args: ['id'],
    describe: 'record a request to lift an indefinite self-exclusion (it ends 7 days later)',
  },
};
