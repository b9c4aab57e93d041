import { sql } from 'drizzle-orm';
import type { AppServices } from '../../../server/services.ts';
import { memberTurnover, memberTurnoverTotals } from './seamless.table.server.ts';
import { randomUUID } from 'node:crypto';
import { DEMO_VIP } from '../levels/levels.schemas.ts';
import { businessDate, createSeamlessService } from './seamless.service.server.ts';

/** The demo member's referral code (auth's demo data). */
const DEMO_REF_CODE = 'DEMO2024';
const CATEGORIES = ['slot', 'live_casino', 'sport'];

/**
 * Two weeks of settled play of the members the demo member referred (per business date and game category, as the
 * wallet calls would have summed it), so the affiliate statistics and the daily runs have history to show.
 */
export async function seedReferredPlay(services: AppServices): Promise<void> {
  const referrerId = await services.auth.referrerId(DEMO_REF_CODE);
  if (referrerId === null) return;
  const referred = await services.auth.referredMembers(referrerId);
  const today = Date.now() + 7 * 3_600_000;
  const rows: (typeof memberTurnover.$inferInsert)[] = [];
  referred.forEach((m, index) => {
    const joined = m.created_at.getTime() + 7 * 3_600_000;
    for (let day = 13; day >= 1; day--) {
      const at = today - day * 86_400_000;
      if (at < joined || (day + index) % 4 === 0) continue;
      const category = CATEGORIES[(day + index) % CATEGORIES.length];
      const bet = (150 + ((day * 37 + index * 53) % 900)) * 100;
      const win = Math.floor((bet * (60 + ((day * 13 + index * 29) % 70))) / 100);
      rows.push({
        member_id: m.id,
        currency: 'THB',
        business_date: new Date(at).toISOString().slice(0, 10),
        game_category: category,
        bet_amount: bet,
        win_amount: win,
        bet_count: Math.max(1, Math.floor(bet / 2_000)),
      });
    }
  });
  if (!rows.length) return;
  await services.db.insert(memberTurnover).values(rows).onConflictDoNothing();
  const totals = new Map<number, { bet: number; win: number; count: number }>();
  for (const r of rows) {
    const t = totals.get(r.member_id) ?? { bet: 0, win: 0, count: 0 };
    t.bet += r.bet_amount ?? 0;
    t.win += r.win_amount ?? 0;
    t.count += r.bet_count ?? 0;
    totals.set(r.member_id, t);
  }
  for (const [memberId, t] of totals)
    await services.db
      .insert(memberTurnoverTotals)
      .values({ member_id: memberId, currency: 'THB', bet_amount: t.bet, win_amount: t.win, bet_count: t.count })
      .onConflictDoUpdate({
        target: [memberTurnoverTotals.member_id, memberTurnoverTotals.currency],
        set: {
          bet_amount: sql`${memberTurnoverTotals.bet_amount} + ${t.bet}`,
          win_amount: sql`${memberTurnoverTotals.win_amount} + ${t.win}`,
          bet_count: sql`${memberTurnoverTotals.bet_count} + ${t.count}`,
        },
      });
}

/** The demo VIP's past week of play: a few settled rounds on each of the last seven business days. */
const PAST_DAYS = 7;
/** Per day: the stakes of the rounds, in satang (the demo VIP lost them: no wins, which the live feed would show). */
const DAY_ROUNDS: number[][] = [
  [50_000, 30_000],
  [40_000, 20_000],
  [60_000, 25_000],
  [35_000],
  [45_000, 15_000],
  [30_000, 30_000],
  [80_000, 20_000],
];

/**
 * Demo data: the demo VIP member (levels' demo data) played the demo slot on each of the last days (real rounds
 * through the seamless wallet, dated on those days), so the bet history, the member level figures and the daily
 * cashback and rebate have something to show.
 */
export async function seedVipPlay(services: AppServices): Promise<void> {
  const first = await services.auth.memberPage(0, 50);
  const names = await services.auth.usernames(first.map((m) => m.id));
  const demo = first.find((m) => names.get(m.id) === DEMO_VIP.username);
  const game = await services.games.getGameByCode('demo-slot');
  if (!demo || !game) return;
  for (let d = PAST_DAYS; d >= 1; d--) {
    // Mid-afternoon in Bangkok, on the business date d days before today's.
    const at = new Date(`${businessDate(new Date())}T08:00:00Z`);
    at.setUTCDate(at.getUTCDate() - d);
    const { seamless } = createSeamlessService({
      db: services.db,
      ledger: services.ledger,
      getGame: (id) => services.games.getGame(id),
      getGameByCode: (code) => services.games.getGameByCode(code),
      profile: (id) => services.auth.profile(id),
      profileComplete: async () => true,
      now: () => at,
    });
    const launched = await seamless.launch(
      { id: demo.id, username: DEMO_VIP.username, sessionId: '', currencyId: demo.currency_id },
      { gameListId: game.id },
    );
    const url = new URL(launched.url, 'http://demo.local');
    const session = { player_id: url.searchParams.get('player')!, session_token: url.searchParams.get('token')! };
    for (const stake of DAY_ROUNDS[(PAST_DAYS - d) % DAY_ROUNDS.length]) {
      const round = `seed-${randomUUID()}`;
      const bet = { ...session, tx_id: `${round}-b`, round_id: round, game_code: game.game_code, currency: 'THB' };
      const placed = await seamless.handle('demo', 'bet', { ...bet, amount: stake });
      if (placed.answer.status !== 'OK') return;
      await seamless.handle('demo', 'result', {
        ...bet,
        tx_id: `${round}-r`,
        amount: 0,
        ref_tx_id: bet.tx_id,
        round_closed: true,
      });
    }
  }
}
