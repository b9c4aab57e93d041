import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { AppError } from '../../../server/errors.ts';
import type { AccountRef, LedgerService } from './ledger.service.server.ts';

let t: TestApp;
let ledger: LedgerService;
let nextMember = 1000;

beforeAll(async () => {
  t = await createTestApp();
  ledger = t.services.ledger;
});
afterAll(async () => {
  await t?.close();
});

const main = (member: number, currency = 'THB'): AccountRef => ({ member, wallet: 'main', currency });
const clearing = (currency = 'THB'): AccountRef => ({ house: 'payment_clearing', currency });
const game = (currency = 'THB'): AccountRef => ({ house: 'game', currency });

/** A member id no other test uses, funded from payment clearing. */
async function fundedMember(amount: number): Promise<number> {
  const member = ++nextMember;
  if (amount > 0)
    await ledger.transfer(t.services.db, {
      from: clearing(),
      to: main(member),
      amount,
      currency: 'THB',
      key: `test:fund:${member}`,
      kind: 'deposit',
    });
  return member;
}

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

async function transferCount(key: string): Promise<number> {
  const res = (await t.services.db.execute(
    sql`SELECT count(*) AS n FROM ledger_transfers WHERE key LIKE ${key}`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(res.rows[0].n);
}

describe(`ledger on ${testDatabaseKind()}`, () => {
  it('moves money between a house account and a member wallet and keeps both sides', async () => {
    const member = await fundedMember(10_000);
    const bet = await ledger.transfer(t.services.db, {
      from: main(member),
      to: game(),
      amount: 2_500,
      currency: 'THB',
      key: `test:bet:${member}`,
      kind: 'bet',
    });
    expect(bet).toMatchObject({ replayed: false, amount: 2_500, fromBalance: 7_500 });
    expect(await ledger.balance(main(member))).toBe(7_500);
    const balances = await ledger.memberBalances(member, 'THB');
    expect(balances).toMatchObject({ main: 7_500, cashback: 0, rebate: 0, affiliate: 0, points: 0, hold: 0 });
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('refuses a debit below zero and changes nothing, even when the caller swallows the error and commits', async () => {
    const member = await fundedMember(1_000);
    const err = await errorOf(
      ledger.transfer(t.services.db, {
        from: main(member),
        to: game(),
        amount: 1_001,
        currency: 'THB',
        key: `test:over:${member}`,
        kind: 'bet',
      }),
    );
    expect(err.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(err.data).toEqual({ balance: 1_000 });
    await ledger.withTransaction(async (tx) => {
      await ledger
        .transfer(tx, {
          from: main(member),
          to: game(),
          amount: 5_000,
          currency: 'THB',
          key: `test:over2:${member}`,
          kind: 'bet',
        })
        .catch(() => null);
    });
    expect(await ledger.balance(main(member))).toBe(1_000);
    expect(await transferCount(`test:over%:${member}`)).toBe(0);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('returns the first result for a repeated key and refuses the key with another payload', async () => {
    const member = await fundedMember(5_000);
    const input = {
      from: main(member),
      to: game(),
      amount: 700,
      currency: 'THB',
      key: `test:idem:${member}`,
      kind: 'bet',
    };
    const first = await ledger.transfer(t.services.db, input);
    const again = await ledger.transfer(t.services.db, input);
    expect(again).toMatchObject({ id: first.id, replayed: true, amount: 700 });
    for (const changed of [{ amount: 701 }, { kind: 'win' }, { to: clearing() }]) {
      const err = await errorOf(ledger.transfer(t.services.db, { ...input, ...changed }));
      expect(err.kind).toBe('Conflict');
      expect(err.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    }
    expect(await ledger.balance(main(member))).toBe(4_300);
  });

  it('moves money once when the same key arrives many times at once', async () => {
    const member = await fundedMember(5_000);
    const input = {
      from: main(member),
      to: game(),
      amount: 300,
      currency: 'THB',
      key: `test:race:${member}`,
      kind: 'bet',
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ledger.withTransaction((tx) => ledger.transfer(tx, input))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await ledger.balance(main(member))).toBe(4_700);
  });

  it('never goes below zero under 50 concurrent debits that together exceed the balance', async () => {
    const member = await fundedMember(10_000);
    const amounts = Array.from({ length: 50 }, (_, i) => 150 + (i % 7) * 50);
    const outcomes = await Promise.all(
      amounts.map((amount, i) =>
        ledger
          .withTransaction((tx) =>
            ledger.transfer(tx, {
              from: main(member),
              to: game(),
              amount,
              currency: 'THB',
              key: `test:burst:${member}:${i}`,
              kind: 'bet',
            }),
          )
          .then((r) => ({ ok: true as const, amount, after: r.fromBalance }))
          .catch((err: AppError) => ({ ok: false as const, amount, code: err.errorCode })),
      ),
    );
    const accepted = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.every((o) => 'code' in o && o.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const taken = accepted.reduce((s, o) => s + o.amount, 0);
    expect(taken).toBeLessThanOrEqual(10_000);
    expect(refused.length).toBeGreaterThan(0);
    // Every refused amount was more than what was left when it was refused, and the balance is exact.
    expect(await ledger.balance(main(member))).toBe(10_000 - taken);
    expect(Math.min(...refused.map((o) => o.amount))).toBeGreaterThan(10_000 - taken - Math.max(...amounts));
    expect(await transferCount(`test:burst:${member}:%`)).toBe(accepted.length);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('commits a multi-leg movement whole or not at all', async () => {
    const member = await fundedMember(1_000);
    const cashback: AccountRef = { member, wallet: 'cashback', currency: 'THB' };
    await ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: cashback,
      amount: 400,
      currency: 'THB',
      key: `test:cb:${member}`,
      kind: 'cashback',
    });
    const err = await errorOf(
      ledger.withTransaction(async (tx) => {
        await ledger.transfer(tx, {
          from: cashback,
          to: main(member),
          amount: 400,
          currency: 'THB',
          key: `test:leg1:${member}`,
          kind: 'cashback_transfer',
        });
        await ledger.transfer(tx, {
          from: main(member),
          to: { house: 'fees', currency: 'THB' },
          amount: 2_000,
          currency: 'THB',
          key: `test:leg2:${member}`,
          kind: 'fee',
        });
      }),
    );
    expect(err.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await ledger.memberBalances(member, 'THB')).toMatchObject({ main: 1_000, cashback: 400 });
    expect(await transferCount(`test:leg_:${member}`)).toBe(0);
  });

  it('commits concurrent transactions independently: one that fails after writing leaves no trace, the others stay', async () => {
    const member = await fundedMember(0);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        ledger.withTransaction(async (tx) => {
          await ledger.transfer(tx, {
            from: clearing(),
            to: main(member),
            amount: 100 + i,
            currency: 'THB',
            key: `test:group:${member}:${i}`,
            kind: 'deposit',
          });
          if (i % 3 === 0) throw new Error(`job ${i} gives up after writing`);
          return i;
        }),
      ),
    );
    const kept = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
    expect(kept).toEqual(Array.from({ length: 24 }, (_, i) => i).filter((i) => i % 3 !== 0));
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason.message)),
    ).toEqual(Array.from({ length: 8 }, (_, k) => `job ${k * 3} gives up after writing`));
    expect(await ledger.balance(main(member))).toBe(kept.reduce((s, i) => s + 100 + i, 0));
    expect(await transferCount(`test:group:${member}:%`)).toBe(kept.length);
  });

  it('keeps currencies apart', async () => {
    const member = await fundedMember(1_000);
    const err = await errorOf(
      ledger.transfer(t.services.db, {
        from: main(member),
        to: game('USD'),
        amount: 1,
        currency: 'THB',
        key: `test:cur:${member}`,
        kind: 'bet',
      }),
    );
    expect(err.errorCode).toBe('INVALID_LEDGER_REQUEST');
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(
        (
          await errorOf(
            ledger.transfer(t.services.db, {
              from: main(member),
              to: game(),
              amount,
              currency: 'THB',
              key: `test:amt:${member}:${amount}`,
              kind: 'bet',
            }),
          )
        ).errorCode,
      ).toBe('INVALID_AMOUNT');
    }
  });

  it('places a hold and posts it exactly once under concurrency', async () => {
    const member = await fundedMember(5_000);
    const h = await ledger.hold(null, {
      from: main(member),
      to: game(),
      amount: 1_200,
      currency: 'THB',
      key: `test:hold:${member}`,
      kind: 'bet',
    });
    expect(h).toMatchObject({ status: 'pending', replayed: false, balance: 3_800 });
    expect(await ledger.memberBalances(member, 'THB')).toMatchObject({ main: 3_800, hold: 1_200 });
    const again = await ledger.hold(null, {
      from: main(member),
      to: game(),
      amount: 1_200,
      currency: 'THB',
      key: `test:hold:${member}`,
      kind: 'bet',
    });
    expect(again).toMatchObject({ id: h.id, replayed: true });

    const gameBefore = await ledger.balance(game());
    const settle = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? ledger.post(null, h.id) : ledger.void(null, h.id))),
    );
    const fresh = settle.filter((s) => s.status === 'fulfilled' && !s.value.replayed);
    expect(fresh).toHaveLength(1);
    const winner = (fresh[0] as PromiseFulfilledResult<Awaited<ReturnType<LedgerService['post']>>>).value;
    // The other calls either repeat the same settlement or are refused as the opposite one.
    for (const s of settle) {
      if (s.status === 'fulfilled') expect(s.value.status).toBe(winner.status);
      else expect((s.reason as AppError).errorCode).toBe('HOLD_ALREADY_SETTLED');
    }
    const balances = await ledger.memberBalances(member, 'THB');
    expect(balances.hold).toBe(0);
    if (winner.status === 'posted') {
      expect(balances.main).toBe(3_800);
      expect(await ledger.balance(game())).toBe(gameBefore + 1_200);
    } else {
      expect(balances.main).toBe(5_000);
      expect(await ledger.balance(game())).toBe(gameBefore);
    }
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('posts part of a hold and releases the rest; voids return everything', async () => {
    const member = await fundedMember(3_000);
    const h = await ledger.hold(null, {
      from: main(member),
      to: game(),
      amount: 1_000,
      currency: 'THB',
      key: `test:partial:${member}`,
      kind: 'bet',
    });
    const posted = await ledger.post(null, h.id, 600);
    expect(posted).toMatchObject({ status: 'posted', postedAmount: 600 });
    expect(await ledger.memberBalances(member, 'THB')).toMatchObject({ main: 2_400, hold: 0 });
    expect((await errorOf(ledger.post(null, h.id, 700))).errorCode).toBe('HOLD_ALREADY_SETTLED');
    expect(await ledger.post(null, h.id, 600)).toMatchObject({ replayed: true });

    const v = await ledger.hold(null, {
      from: main(member),
      to: game(),
      amount: 2_400,
      currency: 'THB',
      key: `test:void:${member}`,
      kind: 'bet',
    });
    expect(
      (
        await errorOf(
          ledger.hold(null, {
            from: main(member),
            to: game(),
            amount: 1,
            currency: 'THB',
            key: `test:void2:${member}`,
            kind: 'bet',
          }),
        )
      ).errorCode,
    ).toBe('INSUFFICIENT_FUNDS');
    expect((await errorOf(ledger.post(null, v.id, 2_401))).errorCode).toBe('INVALID_AMOUNT');
    await ledger.void(null, v.id);
    expect(await ledger.memberBalances(member, 'THB')).toMatchObject({ main: 2_400, hold: 0 });
    expect((await errorOf(ledger.post(null, v.id))).errorCode).toBe('HOLD_ALREADY_SETTLED');
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('refuses to change or delete a transfer', async () => {
    const member = await fundedMember(100);
    await expect(
      t.services.db.execute(sql`UPDATE ledger_transfers SET amount = 1 WHERE key = ${`test:fund:${member}`}`),
    ).rejects.toThrow();
    await expect(
      t.services.db.execute(sql`DELETE FROM ledger_transfers WHERE key = ${`test:fund:${member}`}`),
    ).rejects.toThrow();
    expect(await transferCount(`test:fund:${member}`)).toBe(1);
  });

  it('verifies through /ops with the operator token and reports a cached balance that disagrees with its transfers', async () => {
    expect((await t.app.inject({ url: '/ops/ledger/verify' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/ops/ledger/verify',
          headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' },
        })
      ).statusCode,
    ).toBe(401);
    const good = await t.app.inject({
      url: '/ops/ledger/verify',
      headers: { authorization: `Bearer ${t.config.opsToken}` },
    });
    expect(good.statusCode).toBe(200);
    const report = good.json();
    expect(report).toMatchObject({
      ok: true,
      mismatches: [],
      currencyMismatches: 0,
      negativeMemberAccounts: 0,
      holdMismatches: [],
    });
    const thb = report.currencies.find((c: { currency: string }) => c.currency === 'THB');
    expect(thb.debits).toBe(thb.credits);
    expect(BigInt(thb.debits)).toBeGreaterThan(0n);
    expect(thb.balanceSum).toBe('0');

    const member = await fundedMember(500);
    const id = await ledger.accountId(t.services.db, main(member));
    await t.services.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${id}`);
    const bad = await ledger.verify();
    expect(bad.ok).toBe(false);
    expect(bad.mismatches).toEqual([expect.objectContaining({ accountId: id, cached: '501', computed: '500' })]);
    await t.services.db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${id}`);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
