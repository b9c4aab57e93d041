import { sql } from 'drizzle-orm';
import type { AppServices } from '../../../server/services.ts';
import { memberTurnover, memberTurnoverTotals } from './seamless.table.server.ts';

/** The demo member's referral code (auth's demo data). */
const DEMO_REF_CODE = 'DEMO2024';
const CATEGORIES = ['slot', 'live_casino', 'sport'];

/**
 * Two weeks of settled play of the members the demo member referred (per business date and game category, as the
 * wallet calls would have summed it), so the affiliate statistics and the daily runs have history to show.
 */
export async function seedSeamless(services: AppServices): Promise<void> {
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
