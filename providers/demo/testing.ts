import Fastify, { type FastifyInstance } from 'fastify';
import { verifySignature } from './wallet-client.ts';

/** sfc32: a small, fast, well-distributed generator for reproducible simulations (never for real rounds). */
export function seededRandom(seed: number): (max: number) => number {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162;
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return (max: number) => Math.floor((next() / 2 ** 32) * max);
}

export interface WalletCall {
  op: string;
  body: Record<string, unknown>;
  raw: string;
  signatureValid: boolean;
  status: number;
  answer: Record<string, unknown> | null;
}

interface Player {
  token: string;
  balance: number;
  currency: string;
}

/** How the next calls of one operation misbehave: fail, refuse the request, or apply the call and then lose the answer. */
export type Fault = 'http500' | 'http400' | 'apply-then-500';

/**
 * A minimal casino wallet speaking the seamless-wallet wire format with an in-memory balance: HMAC over the raw body,
 * idempotency on tx_id (same body → first answer, changed body → DUPLICATE_TRANSACTION), INSUFFICIENT_FUNDS,
 * cancel tombstones and closed rounds.
 */
export async function startTestWallet(options: { secret: string; players: Record<string, Player> }) {
  const app: FastifyInstance = Fastify({ logger: false });
  const calls: WalletCall[] = [];
  const answers = new Map<string, { raw: string; answer: Record<string, unknown> }>();
  const bets = new Map<
    string,
    { amount: number; player: string; round: string; state: 'open' | 'settled' | 'cancelled' }
  >();
  const tombstones = new Set<string>();
  const faults = new Map<string, Fault[]>();

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { op: string } }>('/provider/demo/wallet/:op', async (request, reply) => {
    const raw = request.body as string;
    const op = request.params.op;
    const signatureValid = verifySignature(options.secret, raw, request.headers['x-signature'] as string | undefined);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const call: WalletCall = { op, body, raw, signatureValid, status: 200, answer: null };
    calls.push(call);
    if (!signatureValid) {
      call.status = 401;
      return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
    }
    const fault = faults.get(op)?.shift();
    if (fault === 'http500') {
      call.status = 500;
      return reply.code(500).send({ status: 'INTERNAL_ERROR', balance: 0, currency: '', tx_id: null });
    }
    if (fault === 'http400') {
      call.status = 400;
      return reply.code(400).send({ status: 'INVALID_REQUEST', balance: 0, currency: '', tx_id: null });
    }
    const answer = handle(op, body, raw);
    call.answer = answer;
    if (fault === 'apply-then-500') {
      call.status = 500;
      return reply.code(500).send({ status: 'GENERAL_ERROR' });
    }
    return reply.send(answer);
  });

  function handle(op: string, body: Record<string, unknown>, raw: string): Record<string, unknown> {
    const player = options.players[String(body.player_id)];
    if (!player || player.token !== body.session_token)
      return { status: 'INVALID_SESSION', balance: 0, currency: '', tx_id: body.tx_id ?? '' };
    const reply = (status: string) => ({
      status,
      balance: player.balance,
      currency: player.currency,
      tx_id: body.tx_id ?? '',
    });
    if (op === 'balance') return reply('OK');

    const txId = String(body.tx_id);
    const seen = answers.get(txId);
    if (seen) return seen.raw === raw ? seen.answer : reply('DUPLICATE_TRANSACTION');
    const amount = Number(body.amount);
    let answer: Record<string, unknown>;
    if (op === 'bet') {
      if (tombstones.has(txId)) answer = reply('TRANSACTION_NOT_FOUND');
      else if (player.balance < amount) return reply('INSUFFICIENT_FUNDS');
      else {
        player.balance -= amount;
        bets.set(txId, { amount, player: String(body.player_id), round: String(body.round_id), state: 'open' });
        answer = reply('OK');
      }
    } else if (op === 'result') {
      const bet = bets.get(String(body.ref_tx_id));
      if (!bet) answer = reply('TRANSACTION_NOT_FOUND');
      else if (bet.state !== 'open') answer = reply('ROUND_CLOSED');
      else {
        player.balance += amount;
        if (body.round_closed) bet.state = 'settled';
        answer = reply('OK');
      }
    } else if (op === 'cancel') {
      const ref = String(body.ref_tx_id);
      const bet = bets.get(ref);
      if (!bet) {
        tombstones.add(ref);
        answer = reply('OK');
      } else if (bet.state === 'settled') answer = reply('ROUND_CLOSED');
      else {
        if (bet.state === 'open') player.balance += bet.amount;
        bet.state = 'cancelled';
        answer = reply('OK');
      }
    } else {
      return reply('UNSUPPORTED');
    }
    answers.set(txId, { raw, answer });
    return answer;
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    players: options.players,
    /** The next `count` calls of `op` misbehave as `fault`. */
    inject(op: string, fault: Fault, count = 1) {
      faults.set(op, [...(faults.get(op) ?? []), ...Array<Fault>(count).fill(fault)]);
    },
    close: () => app.close(),
  };
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>;

/** One Server-Sent Event as a test reads it. */
export type StreamEvent = { type: string; data: Record<string, unknown> };

/** Reads Server-Sent Events until `done` says stop. */
export async function readEvents(url: string, done: (events: StreamEvent[]) => boolean, timeoutMs = 8000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(url, { signal: controller.signal });
  if (!res.headers.get('content-type')?.includes('text/event-stream')) throw new Error(`not an event stream: ${url}`);
  const events: StreamEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const onReady = { resolve: () => {} };
  const ready = new Promise<void>((resolve) => (onReady.resolve = resolve));
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const type = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (type && data) {
            events.push({ type, data: JSON.parse(data) });
            if (events.length === 1) onReady.resolve();
            if (done(events)) {
              controller.abort();
              return;
            }
          }
        }
      }
    } catch {
      /* aborted */
    } finally {
      clearTimeout(timer);
    }
  })();
  return { events, ready, finished: pump };
}
