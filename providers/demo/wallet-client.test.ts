import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletClient, signBody, verifySignature, type WalletRequest } from './wallet-client.ts';
import { startTestWallet, type TestWallet } from './testing.ts';

const SECRET = 'wallet-client-test-secret';

function request(overrides: Partial<WalletRequest> = {}): WalletRequest {
  return {
    tx_id: 'tx-1',
    round_id: 'round-1',
    game_code: 'demo-slot',
    player_id: 'p1',
    session_token: 'tok-1',
    amount: 100,
    currency: 'THB',
    ...overrides,
  };
}

describe('signature', () => {
  it('is the hex HMAC-SHA256 of the raw body with the provider secret', () => {
    const raw = '{"tx_id":"a","amount":100}';
    const expected = createHmac('sha256', SECRET).update(raw).digest('hex');
    expect(signBody(SECRET, raw)).toBe(expected);
    expect(verifySignature(SECRET, raw, expected)).toBe(true);
    expect(verifySignature(SECRET, `${raw} `, expected)).toBe(false);
    expect(verifySignature('another-secret-value', raw, expected)).toBe(false);
    expect(verifySignature(SECRET, raw, undefined)).toBe(false);
    expect(verifySignature(SECRET, raw, 'zz')).toBe(false);
  });

  it('signs exactly the bytes that are sent', async () => {
    const seen: { raw: string; signature: string | null }[] = [];
    const client = createWalletClient({
      casinoBaseUrl: () => 'http://casino.test',
      secret: SECRET,
      fetch: async (_url, init) => {
        seen.push({ raw: String(init?.body), signature: new Headers(init?.headers).get('x-signature') });
        return Response.json({ status: 'OK', balance: 900, currency: 'THB', tx_id: 'tx-1' });
      },
    });
    await client.bet(request({ game_code: 'ไทย-สล็อต' }));
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0].raw).game_code).toBe('ไทย-สล็อต');
    expect(verifySignature(SECRET, seen[0].raw, seen[0].signature ?? undefined)).toBe(true);
  });
});

describe('against a wallet', () => {
  let wallet: TestWallet;
  afterEach(async () => {
    await wallet?.close();
  });

  async function setup() {
    wallet = await startTestWallet({
      secret: SECRET,
      players: { p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } },
    });
    return createWalletClient({
      casinoBaseUrl: () => wallet.url,
      secret: SECRET,
      inlineRetryDelaysMs: [5, 5, 5],
      backgroundRetryDelaysMs: [20],
    });
  }

  it('posts each operation to /provider/demo/wallet/<op> and reads the answer', async () => {
    const client = await setup();
    const balance = await client.balance({ player_id: 'p1', session_token: 'tok-1' });
    expect(balance).toEqual({ kind: 'answer', answer: { status: 'OK', balance: 10_000, currency: 'THB', tx_id: '' } });
    const bet = await client.bet(request({ amount: 300 }));
    expect(bet.kind === 'answer' && bet.answer).toMatchObject({ status: 'OK', balance: 9_700 });
    expect(wallet.calls.map((c) => [c.op, c.signatureValid])).toEqual([
      ['balance', true],
      ['bet', true],
    ]);
    expect(wallet.calls[0].body).toEqual({ player_id: 'p1', session_token: 'tok-1' });
  });

  it('retries a result whose answer was lost with the very same body, and the casino pays it once', async () => {
    const client = await setup();
    await client.bet(request({ tx_id: 'bet-1', amount: 500 }));
    wallet.inject('result', 'apply-then-500');
    wallet.inject('result', 'http500');
    const outcome = await client.result(
      request({ tx_id: 'res-1', amount: 1_200, ref_tx_id: 'bet-1', round_closed: true }),
    );
    expect(outcome).toEqual({
      kind: 'answer',
      answer: { status: 'OK', balance: 10_700, currency: 'THB', tx_id: 'res-1' },
    });
    const results = wallet.calls.filter((c) => c.op === 'result');
    expect(results).toHaveLength(3);
    expect(new Set(results.map((c) => c.raw)).size).toBe(1);
    expect(results.every((c) => c.body.tx_id === 'res-1' && c.signatureValid)).toBe(true);
    expect(wallet.players.p1.balance).toBe(10_700);
  });

  it('keeps retrying a result in the background once the player has been answered', async () => {
    const client = await setup();
    await client.bet(request({ tx_id: 'bet-2', amount: 500 }));
    wallet.inject('result', 'http500', 5);
    const outcome = await client.result(
      request({ tx_id: 'res-2', amount: 800, ref_tx_id: 'bet-2', round_closed: true }),
    );
    expect(outcome.kind).toBe('pending');
    expect(client.pendingCount()).toBe(1);
    await expect.poll(() => wallet.players.p1.balance, { timeout: 2000 }).toBe(10_300);
    await expect.poll(() => client.pendingCount()).toBe(0);
    const results = wallet.calls.filter((c) => c.op === 'result');
    expect(results).toHaveLength(6);
    expect(new Set(results.map((c) => c.body.tx_id))).toEqual(new Set(['res-2']));
    client.close();
  });

  it('does not retry an answered refusal', async () => {
    const client = await setup();
    const outcome = await client.result(
      request({ tx_id: 'res-3', amount: 100, ref_tx_id: 'never-placed', round_closed: true }),
    );
    expect(outcome).toMatchObject({ kind: 'answer', answer: { status: 'TRANSACTION_NOT_FOUND' } });
    expect(wallet.calls.filter((c) => c.op === 'result')).toHaveLength(1);
  });

  it('does not repeat a result the casino refuses as a request', async () => {
    const client = await setup();
    await client.bet(request({ tx_id: 'bet-5', amount: 500 }));
    wallet.inject('result', 'http400');
    const outcome = await client.result(
      request({ tx_id: 'res-5', amount: 100, ref_tx_id: 'bet-5', round_closed: true }),
    );
    expect(outcome).toEqual({ kind: 'refused', reason: 'HTTP 400' });
    expect(client.pendingCount()).toBe(0);
    expect(wallet.calls.filter((c) => c.op === 'result')).toHaveLength(1);
  });

  it('reports a bet the casino could not be reached for as a failure, without repeating it', async () => {
    const client = await setup();
    wallet.inject('bet', 'http500');
    const outcome = await client.bet(request({ tx_id: 'bet-4' }));
    expect(outcome).toMatchObject({ kind: 'failure', retryable: true });
    expect(wallet.calls.filter((c) => c.op === 'bet')).toHaveLength(1);
  });

  it('treats a refused signature as a failure', async () => {
    wallet = await startTestWallet({
      secret: SECRET,
      players: { p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } },
    });
    const client = createWalletClient({
      casinoBaseUrl: () => wallet.url,
      secret: 'not-the-casino-secret',
      inlineRetryDelaysMs: [],
    });
    const outcome = await client.bet(request());
    expect(outcome).toMatchObject({ kind: 'failure', reason: 'signature refused' });
    expect(wallet.players.p1.balance).toBe(10_000);
  });

  it('treats an unreachable casino as a failure', async () => {
    const client = createWalletClient({ casinoBaseUrl: () => 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 2000 });
    const outcome = await client.bet(request());
    expect(outcome).toMatchObject({ kind: 'failure', retryable: true });
  });
});
