import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import { readStoredImage, reencodeImage, storeImage } from '../../../server/uploads/images.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { Catalogs } from '../../i18n/catalog.server.ts';
import { isLocale, UI_FALLBACK_LOCALE } from '../../i18n/config.ts';
import { formatMoney, moneyCurrency } from '../../shared/money.ts';
import { htmlToText, sanitizeStaffHtml } from './memos.html.server.ts';
import {
  MEMO_IMAGE_CODES,
  MEMO_IMAGE_MAX_BYTES,
  MEMO_TOPIC,
  type MemoBox,
  type MemoCategory,
  type MemoDetail,
  type MemoEntry,
  type MemoPopup,
  type MemoSegment,
  type MemoView,
  type OpsBroadcastInput,
  type OpsMemoInput,
  type ReplyMemoInput,
  type WriteMemoInput,
} from './memos.schemas.ts';
import { memoImages, memoMessages, memoTopics, type MemoParams } from './memos.table.server.ts';

/** The automatic memos other features send, each with its template (memos.json `auto.<kind>`) and category. */
export const AUTO_MEMOS = {
  deposit_credited: { category: 'deposit', modal: false },
  withdrawal_paid: { category: 'withdraw', modal: false },
  cashback_credited: { category: 'cashback', modal: true },
  rebate_credited: { category: 'rebate', modal: true },
} as const satisfies Record<string, { category: MemoCategory; modal: boolean }>;
export type AutoMemoKind = keyof typeof AUTO_MEMOS;

/** An automatic memo: what happened, once per `key` and member, with the values its text shows. */
export interface AutoMemo {
  memberId: number;
  kind: AutoMemoKind;
  key: string;
  params: MemoParams;
}

export interface MemosDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  catalogs: Catalogs;
  /** DATA_DIR/uploads/memos. */
  imageDir: string;
  /** Signs upload tickets (sign-url-upload-message). */
  secret: string;
  currencyByCode(code: string): Promise<{ decimals: number; symbol: string; is_following: boolean } | null>;
  /** Records an activity (create_personal_message, reply_personal_message) in the caller's transaction. */
  logActivity?(ex: Executor, entry: { memberId: number; type: string; ref?: string }): Promise<void>;
  /**
   * The members of a broadcast's segment, a page of members at a time in id order: those of the page in the segment,
   * and the last id looked at (null: no members after `afterId`).
   */
  segmentPage(segment: MemoSegment, afterId: number, limit: number): Promise<{ ids: number[]; last: number | null }>;
  /** Whether a member with this id exists. */
  memberExists(id: number): Promise<boolean>;
  /** The Personal Message item of the site's config list: off, the member's memo calls are refused. */
  enabled(): Promise<boolean>;
  timeZone: string;
  /** Counts what a member writes (MEMO_WRITE_LIMIT); without it nothing is counted. */
  rateLimits?: RateLimitStore;
  now?: () => Date;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

/** What one member may send the operator in an hour: new messages, replies and pictures together. */
export const MEMO_WRITE_LIMIT = { name: 'memo-write', limit: 30, windowMs: 60 * 60_000 };

export interface MemosService {
  /** Refuses (403 PERSONAL_MESSAGE_DISABLED) while the site has the Personal Message item off. */
  requireEnabled(): Promise<void>;
  /** The member's conversations, newest first: the ones received (inbox) or written (sent). */
  list(
    memberId: number,
    box: MemoBox,
    locale: string,
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: MemoView[] }>;
  /** One conversation of the member's with its messages; opening it marks it read. NotFound for another's. */
  open(memberId: number, topicId: number, locale: string): Promise<MemoDetail>;
  /** Conversations with an unread message from the staff. */
  unreadCount(memberId: number): Promise<number>;
  /** The reward pop-ups: unread modal messages, today's newest first, then older ones oldest first. */
  popups(memberId: number, locale: string, limit?: number): Promise<MemoPopup[]>;
  /** Marks a pop-up seen (read-in-modal). NotFound for another's. */
  markReadModal(memberId: number, topicId: number): Promise<{ id: number; is_read_modal: true }>;
  /** The member writes to the staff. */
  write(memberId: number, input: WriteMemoInput): Promise<{ id: number }>;
  /** The member answers in a conversation that allows replies. */
  reply(memberId: number, input: ReplyMemoInput): Promise<MemoEntry>;
  /** A picture the member uploads for a memo (checked, re-encoded, kept); attached by write or reply. */
  uploadImage(uploaderId: number | null, bytes: Buffer): Promise<{ id: number; url: string }>;
  /** A one-time upload address for the member's picture (sign-url-upload-message), valid ten minutes. */
  uploadTicket(memberId: number): { url: string; token: string; expires_at: string };
  checkUploadTicket(memberId: number, token: string): boolean;
  /** A picture the member may see (theirs, or on a message of theirs); null otherwise. `null` member: the operator. */
  image(memberId: number | null, id: number): Promise<Buffer | null>;
  /** An automatic memo in the member's language (rendered when read); once per key. Never throws. */
  send(memo: AutoMemo): Promise<{ id: number } | null>;
  /** The operator writes to one member. */
  opsSend(input: OpsMemoInput): Promise<{ id: number }>;
  /** The operator writes to every member of a segment (one conversation each). */
  opsBroadcast(input: OpsBroadcastInput): Promise<{ broadcast_id: number; members: number }>;
  /** The operator answers in a conversation. */
  opsReply(topicId: number, input: { html: string; image_id?: number }): Promise<MemoEntry>;
  /** Conversations for the operator, newest first (those waiting for an answer first when asked). */
  opsList(q: {
    memberId?: number;
    awaiting?: boolean;
    limit: number;
  }): Promise<(MemoView & { member_id: number; awaiting_staff: boolean })[]>;
  opsOpen(topicId: number): Promise<MemoDetail & { member_id: number }>;
}

type TopicRow = typeof memoTopics.$inferSelect;
type MessageRow = typeof memoMessages.$inferSelect;

const TICKET_TTL_MS = 10 * 60_000;
const imageUrl = (id: number | null) => (id ? `/mb/memo-image/${id}` : null);

/** A wall-clock day in a time zone (YYYY-MM-DD). */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The order of the reward pop-ups: the ones of today (in the site's time zone) newest first, then the older ones
 * oldest first.
 */
export function orderPopups<T extends { createdAt: string | Date; id: number }>(
  rows: readonly T[],
  now: Date,
  timeZone: string,
): T[] {
  const today = dayIn(now, timeZone);
  const time = (r: T) => new Date(r.createdAt).getTime();
  const todays = rows.filter((r) => dayIn(new Date(r.createdAt), timeZone) === today);
  const older = rows.filter((r) => dayIn(new Date(r.createdAt), timeZone) !== today);
  todays.sort((a, b) => time(b) - time(a) || b.id - a.id);
  older.sort((a, b) => time(a) - time(b) || a.id - b.id);
  return [...todays, ...older];
}

export function createMemosService(deps: MemosDeps): MemosService {
  const writeLimiter = deps.rateLimits ? createRateLimiter(deps.rateLimits, MEMO_WRITE_LIMIT) : null;
  /** Counts one message, reply or picture of the member; refused past the hour's allowance. */
  async function countWrite(memberId: number | null): Promise<void> {
    if (!writeLimiter || memberId === null) return;
    const decision = await writeLimiter.consume(String(memberId));
    if (!decision.allowed)
      throw new AppError('TooManyRequests', 'MEMO_TOO_MANY', {
        params: { minutes: Math.max(1, Math.ceil(decision.retryAfterMs / 60_000)) },
        data: { retry_after_ms: decision.retryAfterMs },
      });
  }
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);

  // ---- Texts of automatic memos ----

  function template(locale: string, name: string): { title: string; body: string } | null {
    const pick = (l: string) => {
      if (!isLocale(l)) return null;
      const auto = (deps.catalogs[l]?.memos?.auto ?? {}) as Record<string, { title?: unknown; body?: unknown }>;
      const t = auto[name];
      return t && typeof t.title === 'string' && typeof t.body === 'string' ? { title: t.title, body: t.body } : null;
    };
    return pick(locale) ?? pick(UI_FALLBACK_LOCALE);
  }

  async function fill(text: string, params: MemoParams | null): Promise<string> {
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(params ?? {})) {
      if (typeof v === 'object') {
        const c = await deps.currencyByCode(v.currency);
        values[k] = c ? formatMoney(v.minor, moneyCurrency(c)) : `${v.minor} ${v.currency}`;
      } else values[k] = String(v);
    }
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => values[key] ?? m);
  }

  async function titleOf(t: TopicRow, locale: string): Promise<string> {
    if (t.template) {
      const tpl = template(locale, t.template);
      return tpl ? fill(tpl.title, t.params) : t.template;
    }
    return t.title ?? '';
  }

  async function entryOf(m: MessageRow, locale: string): Promise<MemoEntry> {
    let text = m.body_text;
    if (m.template) {
      const tpl = template(locale, m.template);
      text = tpl ? await fill(tpl.body, m.params) : m.template;
    }
    return {
      id: m.id,
      sender: m.sender,
      text,
      html: m.body_html,
      image: imageUrl(m.image_id),
      createdAt: m.created_at.toISOString(),
    };
  }

  const plain = (e: MemoEntry) => e.text ?? (e.html ? htmlToText(e.html) : '');

  async function firstMessages(topicIds: number[]): Promise<Map<number, MessageRow>> {
    if (!topicIds.length) return new Map();
    const rows = await db
      .selectDistinctOn([memoMessages.topic_id])
      .from(memoMessages)
      .where(inArray(memoMessages.topic_id, topicIds))
      .orderBy(memoMessages.topic_id, asc(memoMessages.id));
    return new Map(rows.map((r) => [r.topic_id, r]));
  }

  async function views(rows: TopicRow[], locale: string): Promise<MemoView[]> {
    const firsts = await firstMessages(rows.map((r) => r.id));
    return Promise.all(
      rows.map(async (t) => {
        const first = firsts.get(t.id);
        const entry = first ? await entryOf(first, locale) : null;
        return {
          message_transaction_header_id: t.id,
          createdAt: t.created_at.toISOString(),
          updatedAt: t.updated_at.toISOString(),
          box: t.started_by === 'member' ? 'sent' : 'inbox',
          is_read: t.is_read,
          is_modal: t.is_modal,
          is_read_modal: t.is_read_modal,
          allow_reply: t.allow_reply,
          topic: {
            id: t.id,
            title_name: await titleOf(t, locale),
            message_description: entry ? plain(entry).slice(0, 200) : '',
            message_img_url: entry?.image ?? null,
            message_type: t.category as MemoCategory,
          },
        } satisfies MemoView;
      }),
    );
  }

  async function detail(t: TopicRow, locale: string): Promise<MemoDetail> {
    const [view] = await views([t], locale);
    const messages = await db
      .select()
      .from(memoMessages)
      .where(eq(memoMessages.topic_id, t.id))
      .orderBy(asc(memoMessages.id))
      .limit(200);
    return { ...view, history: await Promise.all(messages.map((m) => entryOf(m, locale))) };
  }

  async function ownTopic(memberId: number, topicId: number, ex: Executor = db): Promise<TopicRow> {
    const [t] = await ex
      .select()
      .from(memoTopics)
      .where(and(eq(memoTopics.id, topicId), eq(memoTopics.member_id, memberId)))
      .limit(1);
    if (!t) throw new AppError('NotFound', 'MEMO_NOT_FOUND');
    return t;
  }

  /** A picture to attach: the member's own upload (or, for the staff, one of theirs), not yet on another message. */
  async function attachable(
    ex: Executor,
    imageId: number | undefined,
    uploaderId: number | null,
  ): Promise<number | null> {
    if (!imageId) return null;
    const [img] = await ex
      .select({ id: memoImages.id })
      .from(memoImages)
      .where(
        and(
          eq(memoImages.id, imageId),
          uploaderId === null ? sql`${memoImages.uploader_id} is null` : eq(memoImages.uploader_id, uploaderId),
        ),
      )
      .limit(1);
    if (!img)
      throw new AppError('BadRequest', 'MEMO_IMAGE_INVALID', {
        data: { errors: [{ path: 'image_id', errorCode: 'MEMO_IMAGE_INVALID' }] },
      });
    if (uploaderId !== null) {
      const [used] = await ex
        .select({ id: memoMessages.id })
        .from(memoMessages)
        .where(eq(memoMessages.image_id, imageId))
        .limit(1);
      if (used)
        throw new AppError('BadRequest', 'MEMO_IMAGE_INVALID', {
          data: { errors: [{ path: 'image_id', errorCode: 'MEMO_IMAGE_INVALID' }] },
        });
    }
    return img.id;
  }

  async function notify(memberId: number, topicId: number): Promise<void> {
    try {
      await deps.bus.publish({ memberId, topic: MEMO_TOPIC, data: { topic_id: topicId } });
    } catch (err) {
      log('memos: publish failed', { err: (err as Error).message });
    }
  }

  async function staffTopic(
    ex: Executor,
    memberId: number,
    input: Omit<OpsMemoInput, 'member_id'>,
    html: string,
    imageId: number | null,
    broadcastId: number | null,
  ): Promise<number> {
    const at = now();
    const [t] = await ex
      .insert(memoTopics)
      .values({
        member_id: memberId,
        category: input.category,
        started_by: 'staff',
        title: input.title,
        allow_reply: input.allow_reply,
        is_modal: input.is_modal,
        broadcast_id: broadcastId,
        created_at: at,
        updated_at: at,
      })
      .returning({ id: memoTopics.id });
    await ex.insert(memoMessages).values({
      topic_id: t.id,
      member_id: memberId,
      sender: 'staff',
      body_html: html,
      image_id: imageId,
      created_at: at,
    });
    return t.id;
  }

  function ticketSignature(memberId: number, expires: number): string {
    return createHmac('sha256', deps.secret).update(`memo-upload:${memberId}:${expires}`).digest('base64url');
  }

  function staffHtml(html: string): string {
    const clean = sanitizeStaffHtml(html);
    if (!clean)
      throw new AppError('BadRequest', 'MEMO_MESSAGE_REQUIRED', {
        data: { errors: [{ path: 'html', errorCode: 'MEMO_MESSAGE_REQUIRED' }] },
      });
    return clean;
  }

  return {
    async requireEnabled() {
      if (!(await deps.enabled())) throw new AppError('Forbidden', 'PERSONAL_MESSAGE_DISABLED');
    },

    async list(memberId, box, locale, page) {
      const where = and(
        eq(memoTopics.member_id, memberId),
        box === 'sent' ? eq(memoTopics.started_by, 'member') : sql`${memoTopics.started_by} <> 'member'`,
      );
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(memoTopics)
          .where(where)
          .orderBy(desc(memoTopics.updated_at), desc(memoTopics.id))
          .limit(page.limit)
          .offset(page.skip),
        db.select({ n: count() }).from(memoTopics).where(where),
      ]);
      return { total: n, data: await views(rows, locale) };
    },

    async open(memberId, topicId, locale) {
      const t = await ownTopic(memberId, topicId);
      if (!t.is_read) {
        await db
          .update(memoTopics)
          .set({ is_read: true })
          .where(and(eq(memoTopics.id, t.id), eq(memoTopics.member_id, memberId)));
        t.is_read = true;
        await notify(memberId, t.id);
      }
      return detail(t, locale);
    },

    async unreadCount(memberId) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(memoTopics)
        .where(and(eq(memoTopics.member_id, memberId), eq(memoTopics.is_read, false)));
      return n;
    },

    async popups(memberId, locale, limit = 20) {
      const rows = await db
        .select()
        .from(memoTopics)
        .where(
          and(
            eq(memoTopics.member_id, memberId),
            eq(memoTopics.is_modal, true),
            eq(memoTopics.is_read_modal, false),
            eq(memoTopics.is_read, false),
          ),
        )
        .orderBy(desc(memoTopics.created_at))
        .limit(100);
      const ordered = orderPopups(
        rows.map((r) => ({ ...r, createdAt: r.created_at })),
        now(),
        deps.timeZone,
      ).slice(0, limit);
      const firsts = await firstMessages(ordered.map((r) => r.id));
      return Promise.all(
        ordered.map(async (t) => {
          const first = firsts.get(t.id);
          const entry = first ? await entryOf(first, locale) : null;
          return {
            id: t.id,
            title: await titleOf(t, locale),
            text: entry?.text ?? null,
            html: entry?.html ?? null,
            image: entry?.image ?? null,
            createdAt: t.created_at.toISOString(),
            category: t.category as MemoCategory,
          };
        }),
      );
    },

    async markReadModal(memberId, topicId) {
      const [t] = await db
        .update(memoTopics)
        .set({ is_read_modal: true })
        .where(and(eq(memoTopics.id, topicId), eq(memoTopics.member_id, memberId)))
        .returning({ id: memoTopics.id });
      if (!t) throw new AppError('NotFound', 'MEMO_NOT_FOUND');
      return { id: t.id, is_read_modal: true };
    },

    async write(memberId, input) {
      await countWrite(memberId);
      const topicId = await db.transaction(async (tx) => {
        const imageId = await attachable(tx, input.image_id, memberId);
        const at = now();
        const [t] = await tx
          .insert(memoTopics)
          .values({
            member_id: memberId,
            category: input.category,
            started_by: 'member',
            title: input.title,
            allow_reply: true,
            is_read: true,
            awaiting_staff: true,
            created_at: at,
            updated_at: at,
          })
          .returning({ id: memoTopics.id });
        await tx.insert(memoMessages).values({
          topic_id: t.id,
          member_id: memberId,
          sender: 'member',
          body_text: input.message,
          image_id: imageId,
          created_at: at,
        });
        await deps.logActivity?.(tx, { memberId, type: 'create_personal_message', ref: `memo:${t.id}` });
        return t.id;
      });
      return { id: topicId };
    },

    async reply(memberId, input) {
      await countWrite(memberId);
      const row = await db.transaction(async (tx) => {
        const t = await ownTopic(memberId, input.topic_id, tx);
        if (!t.allow_reply) throw new AppError('Forbidden', 'MEMO_REPLY_NOT_ALLOWED');
        const imageId = await attachable(tx, input.image_id, memberId);
        const at = now();
        const [m] = await tx
          .insert(memoMessages)
          .values({
            topic_id: t.id,
            member_id: memberId,
            sender: 'member',
            body_text: input.message,
            image_id: imageId,
            created_at: at,
          })
          .returning();
        await tx.update(memoTopics).set({ updated_at: at, awaiting_staff: true }).where(eq(memoTopics.id, t.id));
        await deps.logActivity?.(tx, { memberId, type: 'reply_personal_message', ref: `memo:${t.id}` });
        return m;
      });
      return entryOf(row, 'en');
    },

    async uploadImage(uploaderId, bytes) {
      await countWrite(uploaderId);
      const { image } = await reencodeImage(bytes, MEMO_IMAGE_MAX_BYTES, MEMO_IMAGE_CODES);
      const file = await storeImage(deps.imageDir, uploaderId === null ? 'staff' : String(uploaderId), image);
      const [row] = await db
        .insert(memoImages)
        .values({ uploader_id: uploaderId, file, bytes: image.length })
        .returning({ id: memoImages.id });
      return { id: row.id, url: uploaderId === null ? `/ops/memo-image/${row.id}` : imageUrl(row.id)! };
    },

    uploadTicket(memberId) {
      const expires = now().getTime() + TICKET_TTL_MS;
      const token = `${expires}.${ticketSignature(memberId, expires)}`;
      return {
        url: `/mb/upload-message?token=${encodeURIComponent(token)}`,
        token,
        expires_at: new Date(expires).toISOString(),
      };
    },

    checkUploadTicket(memberId, token) {
      const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m || Number(m[1]) < now().getTime()) return false;
      const expected = Buffer.from(ticketSignature(memberId, Number(m[1])));
      const given = Buffer.from(m[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    async image(memberId, id) {
      const [img] = await db.select().from(memoImages).where(eq(memoImages.id, id)).limit(1);
      if (!img) return null;
      if (memberId !== null && img.uploader_id !== memberId) {
        const [seen] = await db
          .select({ id: memoMessages.id })
          .from(memoMessages)
          .where(and(eq(memoMessages.image_id, id), eq(memoMessages.member_id, memberId)))
          .limit(1);
        if (!seen) return null;
      }
      return readStoredImage(deps.imageDir, img.file);
    },

    async send(memo) {
      const spec = AUTO_MEMOS[memo.kind];
      try {
        const at = now();
        const id = await db.transaction(async (tx) => {
          const [t] = await tx
            .insert(memoTopics)
            .values({
              member_id: memo.memberId,
              category: spec.category,
              started_by: 'system',
              template: memo.kind,
              params: memo.params,
              allow_reply: false,
              is_modal: spec.modal,
              key: memo.key,
              created_at: at,
              updated_at: at,
            })
            .onConflictDoNothing()
            .returning({ id: memoTopics.id });
          if (!t) return null;
          await tx.insert(memoMessages).values({
            topic_id: t.id,
            member_id: memo.memberId,
            sender: 'system',
            template: memo.kind,
            params: memo.params,
            created_at: at,
          });
          return t.id;
        });
        if (id !== null) await notify(memo.memberId, id);
        return id === null ? null : { id };
      } catch (err) {
        log('memos: automatic memo not written', { kind: memo.kind, key: memo.key, err: (err as Error).message });
        return null;
      }
    },

    async opsSend(input) {
      if (!(await deps.memberExists(input.member_id))) throw new AppError('NotFound', 'MEMBER_NOT_FOUND');
      const html = staffHtml(input.html);
      const id = await db.transaction(async (tx) => {
        const imageId = await attachable(tx, input.image_id, null);
        return staffTopic(tx, input.member_id, input, html, imageId, null);
      });
      await notify(input.member_id, id);
      return { id };
    },

    async opsBroadcast(input) {
      const html = staffHtml(input.html);
      const imageId = await attachable(db, input.image_id, null);
      // The broadcast's id is the first conversation's: every conversation of it carries it.
      let broadcastId: number | null = null;
      let members = 0;
      let after = 0;
      for (;;) {
        const { ids, last } = await deps.segmentPage(input.segment, after, 500);
        if (last === null) break;
        after = last;
        if (!ids.length) continue;
        const written = await db.transaction(async (tx) => {
          const out: { memberId: number; id: number }[] = [];
          for (const memberId of ids) {
            const id = await staffTopic(tx, memberId, input, html, imageId, broadcastId);
            if (broadcastId === null) {
              broadcastId = id;
              await tx.update(memoTopics).set({ broadcast_id: id }).where(eq(memoTopics.id, id));
            }
            out.push({ memberId, id });
          }
          return out;
        });
        members += written.length;
        for (const w of written) await notify(w.memberId, w.id);
      }
      return { broadcast_id: broadcastId ?? 0, members };
    },

    async opsReply(topicId, input) {
      const html = staffHtml(input.html);
      const { row, memberId } = await db.transaction(async (tx) => {
        const [t] = await tx.select().from(memoTopics).where(eq(memoTopics.id, topicId)).for('update');
        if (!t) throw new AppError('NotFound', 'MEMO_NOT_FOUND');
        const imageId = await attachable(tx, input.image_id, null);
        const at = now();
        const [m] = await tx
          .insert(memoMessages)
          .values({
            topic_id: t.id,
            member_id: t.member_id,
            sender: 'staff',
            body_html: html,
            image_id: imageId,
            created_at: at,
          })
          .returning();
        await tx
          .update(memoTopics)
          .set({ updated_at: at, is_read: false, awaiting_staff: false })
          .where(eq(memoTopics.id, t.id));
        return { row: m, memberId: t.member_id };
      });
      await notify(memberId, topicId);
      return entryOf(row, 'en');
    },

    async opsList(q) {
      const rows = await db
        .select()
        .from(memoTopics)
        .where(
          and(
            q.memberId ? eq(memoTopics.member_id, q.memberId) : undefined,
            q.awaiting ? eq(memoTopics.awaiting_staff, true) : undefined,
          ),
        )
        .orderBy(desc(memoTopics.updated_at), desc(memoTopics.id))
        .limit(q.limit);
      const list = await views(rows, 'en');
      return list.map((v, i) => ({ ...v, member_id: rows[i].member_id, awaiting_staff: rows[i].awaiting_staff }));
    },

    async opsOpen(topicId) {
      const [t] = await db.select().from(memoTopics).where(eq(memoTopics.id, topicId)).limit(1);
      if (!t) throw new AppError('NotFound', 'MEMO_NOT_FOUND');
      return { ...(await detail(t, 'en')), member_id: t.member_id };
    },
  };
}
