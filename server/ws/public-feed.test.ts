import { describe, expect, it } from 'vitest';
import type { LiveWin } from '../../app/features/seamless/seamless.schemas.ts';
import type { Jackpot } from '../../app/features/games/games.schemas.ts';
import type { PublicTopic } from '../../app/shared/realtime.ts';
import { startPublicFeed } from './public-feed.ts';

/** The feed's view of a gateway: who listens, and what it broadcast. */
function gatewayStub() {
  const listening = new Map<PublicTopic, number>();
  const sent: { topic: PublicTopic; data: { pool?: number } }[] = [];
  return {
    listening,
    sent,
    gateway: {
      listeners: (topic: PublicTopic) => listening.get(topic) ?? 0,
      broadcast: (topic: PublicTopic, data: unknown) => {
        sent.push({ topic, data: data as { pool?: number } });
        return listening.get(topic) ?? 0;
      },
    },
  };
}

const win = (id: number): LiveWin => ({
  id,
  game_code: 'demo-slot',
  game_name: 'Fortune Five',
  player: 'de***o',
  amount: id * 100,
  currency: 'THB',
  at: new Date(0).toISOString(),
});

describe('public feed', () => {
  it('pushes only wins newer than the latest a page reads, and reads nothing while nobody listens', async () => {
    const { gateway, listening, sent } = gatewayStub();
    let wins: LiveWin[] = [win(2), win(1)];
    let reads = 0;
    const feed = startPublicFeed({
      gateway,
      intervalMs: 60_000,
      sources: {
        recentWins: async (o) => {
          reads++;
          return wins.filter((w) => o?.afterId === undefined || w.id > o.afterId);
        },
        jackpot: async () => null,
      },
    });
    try {
      await feed.tick();
      expect(reads).toBe(0);
      listening.set('LIVE_WIN', 1);
      await feed.tick(); // the starting point: the latest wins
      expect(sent).toEqual([]);
      wins = [win(4), win(3), ...wins];
      await feed.tick();
      expect(sent).toEqual([{ topic: 'LIVE_WIN', data: { wins: [win(4), win(3)] } }]);
      await feed.tick();
      expect(sent).toHaveLength(1);
    } finally {
      feed.stop();
    }
  });

  it('pushes the jackpot when it changed, nothing when the provider has none', async () => {
    const { gateway, listening, sent } = gatewayStub();
    let jackpot: Jackpot | null = null;
    const feed = startPublicFeed({
      gateway,
      intervalMs: 60_000,
      sources: { recentWins: async () => [], jackpot: async () => jackpot },
    });
    try {
      listening.set('JACKPOT', 2);
      await feed.tick();
      expect(sent).toEqual([]);
      jackpot = { pool: 100_000, currency: 'THB', updated_at: '2026-11-24T10:00:00.000Z' };
      await feed.tick();
      await feed.tick();
      jackpot = { ...jackpot, pool: 100_250 };
      await feed.tick();
      expect(sent.map((s) => [s.topic, s.data.pool])).toEqual([
        ['JACKPOT', 100_000],
        ['JACKPOT', 100_250],
      ]);
    } finally {
      feed.stop();
    }
  });
});
