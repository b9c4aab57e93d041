import { describe, expect, it } from 'vitest';
import { createSettledRoundsWindow } from './settled-rounds-window.server.ts';

/** A feed of rounds 1..count that counts its reads; `count` can grow as rounds become listable. */
function feed(initial: number) {
  const state = { count: initial, reads: [] as { after: number; limit: number }[] };
  const read = async (after: number, limit: number) => {
    state.reads.push({ after, limit });
    await new Promise((r) => setTimeout(r, 5));
    const out: { id: number }[] = [];
    for (let id = after + 1; id <= state.count && out.length < limit; id++) out.push({ id });
    return out;
  };
  return { state, read };
}

const ids = (rounds: { id: number }[]) => rounds.map((r) => r.id);

describe('the shared settled-rounds window', () => {
  it('answers consumers at the same watermark, and pages within it, from one read', async () => {
    const { state, read } = feed(1_200);
    let t = 0;
    const rounds = createSettledRoundsWindow(read, { readSize: 5_000, freshMs: 250, now: () => t });
    const [quests, competitions] = await Promise.all([rounds(0, 500), rounds(0, 2_000)]);
    expect(ids(quests)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(competitions).toHaveLength(1_200);
    // The next pages of the consumer that asked for 500 come from the same read.
    expect(ids(await rounds(500, 500))[0]).toBe(501);
    expect(await rounds(1_000, 500)).toHaveLength(200);
    expect(await rounds(1_200, 500)).toEqual([]);
    expect(state.reads).toEqual([{ after: 0, limit: 5_000 }]);
    t = 100;
    expect(await rounds(1_200, 500)).toEqual([]);
    expect(state.reads).toHaveLength(1);
  });

  it('reads again once the window is stale, so rounds listable since are not passed over', async () => {
    const { state, read } = feed(10);
    let t = 0;
    const rounds = createSettledRoundsWindow(read, { readSize: 5_000, freshMs: 250, now: () => t });
    expect(await rounds(0, 500)).toHaveLength(10);
    state.count = 15;
    t = 249;
    expect(await rounds(10, 500)).toEqual([]);
    t = 250;
    expect(ids(await rounds(10, 500))).toEqual([11, 12, 13, 14, 15]);
    expect(state.reads.map((r) => r.after)).toEqual([0, 10]);
  });

  it('reads for a watermark before the window, and when a full window runs short of the page', async () => {
    const { state, read } = feed(100);
    const t = 0;
    const rounds = createSettledRoundsWindow(read, { readSize: 40, freshMs: 250, now: () => t });
    expect(ids(await rounds(50, 10))).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    // Behind the window's start.
    expect(ids(await rounds(20, 5))).toEqual([21, 22, 23, 24, 25]);
    // The window (21..60) was full: rounds past it may exist, so a page that runs past its end is read anew.
    expect(ids(await rounds(55, 10))).toEqual([56, 57, 58, 59, 60, 61, 62, 63, 64, 65]);
    expect(state.reads.map((r) => r.after)).toEqual([50, 20, 55]);
  });

  it('lets a failed read fail its caller only', async () => {
    let fail = true;
    const rounds = createSettledRoundsWindow(
      async (after: number) => {
        if (fail) throw new Error('database gone');
        return [{ id: after + 1 }];
      },
      { readSize: 10, freshMs: 250 },
    );
    await expect(rounds(0, 5)).rejects.toThrow('database gone');
    fail = false;
    expect(ids(await rounds(0, 5))).toEqual([1]);
  });
});
