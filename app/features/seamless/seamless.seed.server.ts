import { randomUUID } from 'node:crypto';
import type { AppServices } from '../../../server/services.ts';
import { DEMO_VIP } from '../levels/levels.schemas.ts';
import { businessDate, createSeamlessService } from './seamless.service.server.ts';

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
export async function seedSeamless(services: AppServices): Promise<void> {
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
