import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../../server/db/client.ts';
import { pushSubscriptions } from './push.table.server.ts';
import type { OpsPushInput, PushPayload, PushSubscriptionInput, PushUrgency } from './push.schemas.ts';

/** Subscriptions one member may hold (browsers and devices); the oldest goes when a new one comes over it. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;
/** Messages in flight at once when a notification goes to many subscriptions. */
const PARALLEL = 16;
/** Subscriptions read per page when a notification goes to every member. */
const PAGE = 500;
/** How long the push service may take to answer one message. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface PushResult {
  /** Accepted by the push service (2xx). */
  sent: number;
  /** Answered 404 or 410: the subscription is gone, its row was removed. */
  removed: number;
  /** Any other answer or a network failure (the row stays: the push service may be down for a while). */
  failed: number;
}

export interface PushService {
  /** The VAPID public key the browser subscribes with (`applicationServerKey`). */
  publicKey(): string;
  /** Stores (or moves to this member) a browser's subscription. */
  subscribe(memberId: number, subscription: PushSubscriptionInput): Promise<{ id: number }>;
  /** Removes the member's subscription with this endpoint; whether there was one. */
  unsubscribe(memberId: number, endpoint: string): Promise<boolean>;
  /** How many subscriptions the member holds. */
  count(memberId: number): Promise<number>;
  /** Sends a notification to one member's subscriptions, or to every subscription when `member_id` is absent. */
  send(input: OpsPushInput): Promise<PushResult>;
}

export function createPushService(deps: {
  db: Db;
  vapid: { publicKey: string; privateKey: string };
  /** Who the push services may contact about this sender (`mailto:` or an https URL of the site). */
  subject: string;
  /** How a message is posted to the push service (tests stand in a local server through the endpoint, not this). */
  fetch?: typeof fetch;
  /** Whether a member may be sent notifications (not on a time-out or self-excluded); absent: every member. */
  reachable?: (memberId: number) => Promise<boolean>;
}): PushService {
  const { db } = deps;
  const post = deps.fetch ?? fetch;

  type Row = typeof pushSubscriptions.$inferSelect;

  /** One message to one subscription; 'gone' when the push service says the subscription no longer exists. */
  async function deliver(
    row: Row,
    payload: string,
    ttl: number,
    urgency: PushUrgency,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey },
        TTL: ttl,
        urgency,
      },
    );
    try {
      const response = await post(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }

  async function sendTo(all: Row[], payload: string, ttl: number, urgency: PushUrgency, result: PushResult) {
    const members = [...new Set(all.map((r) => r.member_id))];
    const allowed = deps.reachable
      ? new Set(
          (await Promise.all(members.map(async (m) => ((await deps.reachable!(m)) ? m : null)))).filter(
            (m) => m !== null,
          ),
        )
      : null;
    const rows = allowed ? all.filter((r) => allowed.has(r.member_id)) : all;
    for (let i = 0; i < rows.length; i += PARALLEL) {
      const batch = rows.slice(i, i + PARALLEL);
      const outcomes = await Promise.all(batch.map((row) => deliver(row, payload, ttl, urgency)));
      const gone = batch.filter((_, j) => outcomes[j] === 'gone').map((row) => row.id);
      if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      for (const outcome of outcomes) {
        if (outcome === 'sent') result.sent++;
        else if (outcome === 'gone') result.removed++;
        else result.failed++;
      }
    }
  }

  return {
    publicKey: () => deps.vapid.publicKey,

    async subscribe(memberId, subscription) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({
            member_id: memberId,
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
          })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              member_id: memberId,
              p256dh: subscription.keys.p256dh,
              auth: subscription.keys.auth,
              created_at: sql`now()`,
            },
          })
          .returning({ id: pushSubscriptions.id });
        // Over the cap, the member's oldest subscriptions go.
        const held = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.member_id, memberId))
          .orderBy(sql`${pushSubscriptions.created_at} desc`, sql`${pushSubscriptions.id} desc`);
        const over = held.slice(SUBSCRIPTIONS_PER_MEMBER).map((r) => r.id);
        if (over.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, over));
        return { id: row.id };
      });
    },

    async unsubscribe(memberId, endpoint) {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.member_id, memberId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    async count(memberId) {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.member_id, memberId));
      return row?.n ?? 0;
    },

    async send(input) {
      const payload: PushPayload = { title: input.title, body: input.body, url: input.url };
      const text = JSON.stringify(payload);
      const result: PushResult = { sent: 0, removed: 0, failed: 0 };
      if (input.member_id !== undefined) {
        const rows = await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.member_id, input.member_id))
          .orderBy(asc(pushSubscriptions.id));
        await sendTo(rows, text, input.ttl, input.urgency, result);
        return result;
      }
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(pushSubscriptions)
          .where(gt(pushSubscriptions.id, after))
          .orderBy(asc(pushSubscriptions.id))
          .limit(PAGE);
        if (!rows.length) break;
        after = rows[rows.length - 1].id;
        await sendTo(rows, text, input.ttl, input.urgency, result);
      }
      return result;
    },
  };
}
