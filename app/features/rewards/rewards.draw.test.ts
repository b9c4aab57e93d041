import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWeighted } from './rewards.draw.server.ts';
import { pointsForDeposit, pointsForStakes, shippingSchema } from './rewards.schemas.ts';

describe('the lucky box draw', () => {
  // The bronze box of the demo catalogue: chances 40%, 30%, 15%, 10%, 4%, 1%.
  const prizes = [
    { id: 1, weight: 4000 },
    { id: 2, weight: 3000 },
    { id: 3, weight: 1500 },
    { id: 4, weight: 1000 },
    { id: 5, weight: 400 },
    { id: 6, weight: 100 },
  ];

  it('gives each prize with its configured chance over 100,000 draws (within 4.5 standard deviations)', () => {
    const n = 100_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const p = drawWeighted(prizes, randomInt);
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    const total = prizes.reduce((s, p) => s + p.weight, 0);
    for (const p of prizes) {
      const chance = p.weight / total;
      const expected = n * chance;
      const sd = Math.sqrt(n * chance * (1 - chance));
      const seen = counts.get(p.id) ?? 0;
      expect(Math.abs(seen - expected), `prize ${p.id}: ${seen} of ${n}, expected ${expected}`).toBeLessThan(4.5 * sd);
    }
    // Nothing else is ever drawn.
    expect([...counts.keys()].sort()).toEqual(prizes.map((p) => p.id));
  });

  it('maps the whole range of tickets onto the prizes by weight, skipping prizes without weight', () => {
    const entries = [
      { id: 1, weight: 2 },
      { id: 2, weight: 0 },
      { id: 3, weight: 3 },
    ];
    const drawn = [0, 1, 2, 3, 4].map((ticket) => drawWeighted(entries, () => ticket).id);
    expect(drawn).toEqual([1, 1, 3, 3, 3]);
    expect(() => drawWeighted([], randomInt)).toThrow();
    expect(() => drawWeighted([{ id: 1, weight: 0 }], randomInt)).toThrow();
    expect(() => drawWeighted(entries, () => 5)).toThrow();
  });
});

describe('points earned', () => {
  const rules: Record<string, { points: number; per_amount: number }> = {
    '*': { points: 1, per_amount: 10_000 },
    'live-casino': { points: 1, per_amount: 20_000 },
  };
  const ruleOf = (c: string) => rules[c] ?? rules['*'];

  it('per amount wagered: per game category, summed exactly and rounded down once per batch', () => {
    // ฿150 of slots (1.5 points) and ฿150 of live casino (0.75 points): 2 points, not 1 + 0.
    expect(
      pointsForStakes(
        new Map([
          ['slot', 15_000],
          ['live-casino', 15_000],
        ]),
        ruleOf,
      ),
    ).toBe(2);
    expect(pointsForStakes(new Map([['slot', 9_999]]), ruleOf)).toBe(0);
    expect(pointsForStakes(new Map([['slot', 2 ** 52]]), ruleOf)).toBe(Math.floor(2 ** 52 / 10_000));
    expect(pointsForStakes(new Map([['slot', 50_000]]), () => null)).toBe(0);
  });

  it('per deposit: rounded down, nothing without a rule', () => {
    expect(pointsForDeposit(100_000, { points: 1, per_amount: 1_000 })).toBe(100);
    expect(pointsForDeposit(999, { points: 1, per_amount: 1_000 })).toBe(0);
    expect(pointsForDeposit(100_000, null)).toBe(0);
  });
});

describe('the shipping address', () => {
  it('needs the address, the contact, a phone number and an e-mail', () => {
    const r = shippingSchema.safeParse({ address: 'short', contact: '', phone: '12', email: 'nope' });
    expect(r.success).toBe(false);
    const codes = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(codes).toEqual({
      address: 'ADDRESS_TOO_SHORT',
      contact: 'CONTACT_REQUIRED',
      phone: 'PHONE_INVALID',
      email: 'EMAIL_INVALID',
    });
    expect(
      shippingSchema.safeParse({
        address: '99/1 Sukhumvit Road, Khlong Toei, Bangkok 10110',
        contact: 'Somchai Jaidee',
        phone: '+66 81 234 5678',
        email: 'somchai@example.com',
      }).success,
    ).toBe(true);
  });
});
