import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';

/**
 * Test support for the sandbox gateway and for merchants that test against it: signed merchant API requests and a
 * small webhook receiver that checks every signature with the `standardwebhooks` package.
 */

/** Standard Webhooks headers for a merchant API request with this exact body ('' for a GET). */
export function signedHeaders(
  secret: string,
  body: string,
  options: { id?: string; timestamp?: Date } = {},
): Record<string, string> {
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = options.timestamp ?? new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, body),
  };
}

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  signature: string;
  raw: string;
  body: { type: string; data: Record<string, unknown> };
  /** Whether the signature checked out with the shared secret. */
  verified: boolean;
  /** What the receiver answered. */
  status: number;
  receivedAt: number;
}

/**
 * A merchant's webhook receiver on a loopback port. `answer(n)` gives the status of the n-th request (1-based;
 * default 204); a request whose signature fails is answered 401 and recorded with `verified: false`.
 */
export async function startWebhookReceiver(options: { secret: string; answer?: (n: number) => number }) {
  const webhook = new Webhook(options.secret);
  const received: ReceivedWebhook[] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
  app.post('/webhook', async (request, reply) => {
    const raw = String(request.body ?? '');
    const headers: Record<string, string> = {};
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let verified = true;
    try {
      webhook.verify(raw, headers);
    } catch {
      verified = false;
    }
    const status = verified ? (options.answer?.(received.length + 1) ?? 204) : 401;
    received.push({
      id: headers['webhook-id'] ?? '',
      timestamp: Number(headers['webhook-timestamp']),
      signature: headers['webhook-signature'] ?? '',
      raw,
      body: JSON.parse(raw),
      verified,
      status,
      receivedAt: Date.now(),
    });
    return reply.code(status).send(status === 204 ? undefined : { received: verified });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    origin: `http://127.0.0.1:${port}`,
    received,
    /** Waits until `predicate` holds for what was received (polling), or fails after `timeoutMs`. */
    async waitFor(predicate: (all: ReceivedWebhook[]) => boolean, timeoutMs = 10_000): Promise<ReceivedWebhook[]> {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until)
          throw new Error(
            `webhooks not received in time: ${JSON.stringify(received.map((r) => [r.body.type, r.status]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => app.close(),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A fresh `whsec_` secret. */
export function testSecret(): string {
  return `whsec_${Buffer.from(randomUUID() + randomUUID()).toString('base64')}`;
}
