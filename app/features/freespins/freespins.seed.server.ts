import type { AppServices } from '../../../server/services.ts';
import { freespinOffers } from './freespins.table.server.ts';

/**
 * Demo offers over slot games of several studios (THB; bets are the slot's bet levels: ฿1, ฿2, ฿4, ฿10, ฿20): the
 * demo studio's Fortune Five first, then two or three slots of each studio that offers free spins.
 */
const PLAN: {
  provider: string;
  games: number;
  offers: { bet: number; spins: number; point: number; days: number }[];
}[] = [
  {
    provider: 'demo',
    games: 1,
    offers: [
      { bet: 100, spins: 10, point: 150, days: 7 },
      { bet: 400, spins: 20, point: 1_200, days: 14 },
    ],
  },
  { provider: 'lanternfox', games: 3, offers: [{ bet: 200, spins: 10, point: 300, days: 7 }] },
  { provider: 'jadepeak', games: 2, offers: [{ bet: 100, spins: 25, point: 400, days: 7 }] },
  { provider: 'goldgrove', games: 3, offers: [{ bet: 1_000, spins: 10, point: 1_500, days: 3 }] },
  { provider: 'tidewave', games: 2, offers: [{ bet: 2_000, spins: 5, point: 1_500, days: 3 }] },
];

export async function seedFreespins(services: AppServices): Promise<void> {
  const rows: (typeof freespinOffers.$inferInsert)[] = [];
  for (const plan of PLAN) {
    const games = await services.games.listGames({
      providerCode: plan.provider,
      categoryCode: 'slot',
      limit: plan.games,
      sort: [['id', 1]],
    });
    for (const game of games.data.filter((g) => g.engine === 'slot'))
      for (const offer of plan.offers)
        rows.push({
          game_list_id: game.id,
          provider_id: game.provider_id,
          currency: 'THB',
          bet: offer.bet,
          total_spin: offer.spins,
          point: offer.point,
          validity_days: offer.days,
          order_no: rows.length + 1,
        });
  }
  if (rows.length) await services.db.insert(freespinOffers).values(rows);
}
