import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { randomUUID } from 'node:crypto';
import { callBody, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

/** A bet and its losing result: a settled stake of `amount`. */
async function play(p: Player, amount: number): Promise<void> {
  const bet = `b${randomUUID()}`;
  const round = `r${randomUUID()}`;
  expect((await walletCall(t, 'bet', callBody(p, { tx_id: bet, round_id: round, amount }))).answer.status).toBe('OK');
  const result = callBody(p, {
    tx_id: `w${randomUUID()}`,
    round_id: round,
    amount: 0,
    ref_tx_id: bet,
    round_closed: true,
  });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

describe(`deposit turnover requirements (${testDatabaseKind()})`, () => {
  it('adds each deposit to what is left of the requirement, counted from the deposit', async () => {
    const p = await createPlayer(t, 100_000);
    const totals = () => t.services.turnover.totals(p.memberId, 'THB');
    await t.services.turnover.addDepositRequirement(t.services.db, p.memberId, 'THB', 10_000);
    expect(await totals()).toMatchObject({ turn_deposit: 0, turn_deposit_target: 10_000 });
    // 4,000 of bets count towards it.
    await play(p, 4_000);
    expect(await totals()).toMatchObject({ turn_deposit: 4_000, turn_deposit_target: 10_000 });
    // A second deposit: the 6,000 left plus its own 5,000, from now on.
    await t.services.turnover.addDepositRequirement(t.services.db, p.memberId, 'THB', 5_000);
    expect(await totals()).toMatchObject({ turn_deposit: 0, turn_deposit_target: 11_000 });
  });

  it('starts from nothing once the last requirement is met, and refuses a negative amount', async () => {
    const p = await createPlayer(t, 100_000);
    await t.services.turnover.addDepositRequirement(t.services.db, p.memberId, 'THB', 1_000);
    await play(p, 3_000);
    await t.services.turnover.addDepositRequirement(t.services.db, p.memberId, 'THB', 2_000);
    expect(await t.services.turnover.totals(p.memberId, 'THB')).toMatchObject({
      turn_deposit: 0,
      turn_deposit_target: 2_000,
    });
    await expect(t.services.turnover.addDepositRequirement(t.services.db, p.memberId, 'THB', -1)).rejects.toMatchObject(
      {
        errorCode: 'INVALID_AMOUNT',
      },
    );
  });
});
