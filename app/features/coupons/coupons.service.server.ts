import { createHmac, randomInt } from 'node:crypto';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { PromotionsService } from '../promotions/promotions.service.server.ts';
import type { CouponCredited, CouponDefinition, CouponKind, CouponStatus, CouponView } from './coupons.schemas.ts';
import { couponRedemptions, coupons } from './coupons.table.server.ts';

/** The points a coupon awards, through the points service (its `award` and `notify`). */
export interface CouponPoints {
  award(
    tx: Tx | null,
    move: { memberId: number; points: number; key: string; reason: string; meta?: Record<string, unknown> },
  ): Promise<{ replayed: boolean; balance: number }>;
  notify(memberId: number): void;
}

export interface CouponsDeps {
  db: Db;
  ledger: LedgerService;
  bus: Pick<EventBus, 'publish'>;
  /** Keys the codes' hashes. */
  secret: string;
  rateLimits: RateLimitStore;
  points: () => CouponPoints;
  promotions: () => Pick<PromotionsService, 'take'>;
  /** The member's currency code. */
  memberCurrency(memberId: number): Promise<string | null>;
  /** Whether the site has coupons switched on (the custom function config's coupon flag and privilege). */
  enabled(): Promise<boolean>;
  now?: () => Date;
}

export interface CouponRedeemResult {
  redemption_id: number;
  status: CouponStatus;
  coupon: CouponView;
  replayed: boolean;
}

export interface OpsCoupon {
  id: number;
  names: Record<string, string>;
  kind: CouponKind;
  amount: number;
  currency: string;
  points: number;
  promotion_information_id: number | null;
  needs_verification: boolean;
  member_id: number | null;
  code_hint: string | null;
  max_uses: number;
  used_count: number;
  starts_at: string | null;
  expires_at: string | null;
  is_active: boolean;
}

export interface OpsRedemption {
  id: number;
  coupon_id: number;
  member_id: number;
  status: string;
  amount: number;
  currency: string;
  points: number;
  created_at: string;
  decided_at: string | null;
  note: string | null;
}

export interface CouponsService {
  /** The site switch (custom function config). */
  enabled(): Promise<boolean>;
  /** The member's own coupons and the campaign coupons they redeemed, newest first (coupon-member). */
  list(memberId: number, locale: string, limit?: number): Promise<CouponView[]>;
  /** One coupon of the member's list (their own, or one they redeemed); NotFound otherwise. */
  get(memberId: number, couponId: number, locale: string): Promise<CouponView>;
  /** The member's redemptions, newest first (coupon history). */
  history(
    memberId: number,
    locale: string,
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: CouponView[] }>;
  /**
   * Redeems a typed code (throttled per member and per IP). One redemption per coupon and member, `max_uses` members
   * per coupon, both held under parallel requests; credit and points are paid in the redemption's transaction
   * unless the coupon waits for the operator's verification.
   */
  redeem(memberId: number, code: string, meta: { ip: string; locale: string }): Promise<CouponRedeemResult>;
  /** Redeems one of the member's own coupons from the list (the confirm coupon modal). */
  claim(memberId: number, couponId: number, meta: { ip: string; locale: string }): Promise<CouponRedeemResult>;
  /** True while one of the member's coupons is under verification: no play, deposit or withdrawal. */
  underVerification(memberId: number): Promise<boolean>;
  /** Throws COUPON_UNDER_VERIFICATION (403) while a coupon of the member is under verification. */
  requireNotUnderVerification(memberId: number): Promise<void>;
  // Operator
  opsCreate(
    def: CouponDefinition,
  ): Promise<{ coupons: OpsCoupon[]; codes: { member_id: number | null; code: string }[] }>;
  opsList(limit: number): Promise<OpsCoupon[]>;
  opsRedemptions(status: string | null, limit: number): Promise<OpsRedemption[]>;
  opsApprove(redemptionId: number, note?: string): Promise<OpsRedemption>;
  opsReject(redemptionId: number, note?: string): Promise<OpsRedemption>;
  opsSetActive(couponId: number, active: boolean): Promise<OpsCoupon>;
}

/** Letters and digits without look-alikes (0/O, 1/I/L): 31 symbols, 12 of them ≈ 59 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const DRAWN_LENGTH = 12;

export function drawCouponCode(length = DRAWN_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Redemption attempts: per member and per IP, fixed windows of 15 minutes (a success gives its attempt back). */
export const COUPON_MEMBER_LIMIT = { name: 'coupon-member', limit: 10, windowMs: 15 * 60_000 };
export const COUPON_IP_LIMIT = { name: 'coupon-ip', limit: 30, windowMs: 15 * 60_000 };

type CouponRow = typeof coupons.$inferSelect;
type RedemptionRow = typeof couponRedemptions.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const textOf = (texts: Record<string, string>, locale: string) => texts[locale] || texts.en || '';

export function createCouponsService(deps: CouponsDeps): CouponsService {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const memberLimiter = createRateLimiter(deps.rateLimits, COUPON_MEMBER_LIMIT);
  const ipLimiter = createRateLimiter(deps.rateLimits, COUPON_IP_LIMIT);

  const hashOf = (code: string) =>
    createHmac('sha256', deps.secret).update(code.trim().toUpperCase(), 'utf8').digest('hex');

  function usable(c: CouponRow, at: Date): boolean {
    return (
      c.is_active &&
      (!c.starts_at || c.starts_at <= at) &&
      (!c.expires_at || c.expires_at > at) &&
      c.used_count < c.max_uses
    );
  }

  function view(c: CouponRow, r: RedemptionRow | null, locale: string): CouponView {
    const status: CouponStatus = r
      ? r.status === 'pending'
        ? 'pending'
        : r.status
      : usable(c, now())
        ? 'pending'
        : 'unavailable';
    return {
      id: c.id,
      name: textOf(c.names, locale),
      description: textOf(c.descriptions, locale),
      kind: c.kind,
      amount: c.amount,
      currency: c.currency,
      points: c.points,
      promotion_information_id: c.promotion_information_id,
      needs_verification: c.needs_verification,
      code_hint: c.code_hint,
      starts_at: iso(c.starts_at),
      expires_at: iso(c.expires_at),
      status,
      redeemed_at: r ? iso(r.created_at) : null,
      decided_at: r ? iso(r.decided_at) : null,
      redemption_id: r?.id ?? null,
    };
  }

  function opsCoupon(c: CouponRow): OpsCoupon {
    return {
      id: c.id,
      names: c.names,
      kind: c.kind,
      amount: c.amount,
      currency: c.currency,
      points: c.points,
      promotion_information_id: c.promotion_information_id,
      needs_verification: c.needs_verification,
      member_id: c.member_id,
      code_hint: c.code_hint,
      max_uses: c.max_uses,
      used_count: c.used_count,
      starts_at: iso(c.starts_at),
      expires_at: iso(c.expires_at),
      is_active: c.is_active,
    };
  }

  function opsRedemption(r: RedemptionRow): OpsRedemption {
    return {
      id: r.id,
      coupon_id: r.coupon_id,
      member_id: r.member_id,
      status: r.status,
      amount: r.amount,
      currency: r.currency,
      points: r.points,
      created_at: r.created_at.toISOString(),
      decided_at: iso(r.decided_at),
      note: r.note,
    };
  }

  async function requireEnabled() {
    if (!(await deps.enabled())) throw new AppError('Forbidden', 'COUPON_DISABLED');
  }

  async function throttle(memberId: number, ip: string) {
    const [byMember, byIp] = await Promise.all([memberLimiter.consume(String(memberId)), ipLimiter.consume(ip)]);
    if (!byMember.allowed || !byIp.allowed) {
      const ms = Math.max(byMember.allowed ? 0 : byMember.retryAfterMs, byIp.allowed ? 0 : byIp.retryAfterMs);
      throw new AppError('TooManyRequests', 'COUPON_TOO_MANY_ATTEMPTS', {
        params: { minutes: Math.max(1, Math.ceil(ms / 60_000)) },
        data: { retry_after_ms: ms },
      });
    }
  }

  async function refund(memberId: number, ip: string) {
    await Promise.all([memberLimiter.refund(String(memberId)), ipLimiter.refund(ip)]);
  }

  /** Pays a credit or points coupon in the redemption's transaction (idempotent per coupon and member). */
  async function pay(tx: Tx, c: CouponRow, r: RedemptionRow): Promise<number | null> {
    const key = `coupon:${c.id}:${r.member_id}`;
    if (c.kind === 'credit') {
      const t = await ledger.transfer(tx, {
        from: { house: 'bonus', currency: r.currency, shard: ledger.houseShard(r.member_id) },
        to: { member: r.member_id, wallet: 'main', currency: r.currency },
        amount: c.amount,
        currency: r.currency,
        key,
        kind: 'coupon',
        meta: { coupon_id: c.id, redemption_id: r.id },
      });
      return t.id;
    }
    if (c.kind === 'points') {
      await deps.points().award(tx, {
        memberId: r.member_id,
        points: c.points,
        key,
        reason: 'coupon',
        meta: { coupon_id: c.id, redemption_id: r.id },
      });
    }
    return null;
  }

  async function announce(c: CouponRow, r: RedemptionRow, locale: string) {
    if (c.kind === 'points') deps.points().notify(r.member_id);
    const data: CouponCredited = {
      redemption_id: r.id,
      coupon_id: c.id,
      name: textOf(c.names, locale),
      kind: c.kind,
      amount: r.amount,
      currency: r.currency,
      points: r.points,
      status: r.status as CouponStatus,
    };
    try {
      await deps.bus.publish({ memberId: r.member_id, topic: 'COUPON_PROMOTION', data });
    } catch {
      /* the pages show it at their next load */
    }
  }

  /** A promotion coupon: the promotions take it (their own transaction); refused → the redemption is undone. */
  async function joinPromotion(c: CouponRow, r: RedemptionRow, locale: string): Promise<RedemptionRow> {
    try {
      await deps
        .promotions()
        .take(r.member_id, { promotion_information_id: c.promotion_information_id!, confirm: false }, locale);
    } catch (err) {
      await ledger.withTransaction(async (tx) => {
        const [gone] = await tx
          .delete(couponRedemptions)
          .where(and(eq(couponRedemptions.id, r.id), eq(couponRedemptions.status, 'pending')))
          .returning({ id: couponRedemptions.id });
        if (gone)
          await tx
            .update(coupons)
            .set({ used_count: sql`${coupons.used_count} - 1` })
            .where(eq(coupons.id, c.id));
      });
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      // The promotions' refusal (another bonus active, already received…), in the coupon's words.
      throw new AppError('Unprocessable', 'COUPON_PROMOTION_REFUSED', { data: { reason: err.errorCode } });
    }
    const [joined] = await db
      .update(couponRedemptions)
      .set({ status: 'joined', decided_at: now() })
      .where(eq(couponRedemptions.id, r.id))
      .returning();
    return joined!;
  }

  async function redeemCoupon(
    memberId: number,
    find: { hash: string } | { id: number },
    meta: { ip: string; locale: string },
  ): Promise<CouponRedeemResult> {
    await requireEnabled();
    await throttle(memberId, meta.ip);
    const currency = await deps.memberCurrency(memberId);
    const at = now();
    const outcome = await ledger.withTransaction(async (tx) => {
      // The coupon row is locked: parallel redemptions of one coupon queue here, so the usage cap holds.
      const [c] = await tx
        .select()
        .from(coupons)
        .where('hash' in find ? eq(coupons.code_hash, find.hash) : eq(coupons.id, find.id))
        .for('update');
      if (!c || ('id' in find && c.member_id !== memberId)) throw new AppError('NotFound', 'COUPON_NOT_FOUND');
      if (c.member_id !== null && c.member_id !== memberId) throw new AppError('NotFound', 'COUPON_NOT_FOUND');
      const [before] = await tx
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.coupon_id, c.id), eq(couponRedemptions.member_id, memberId)));
      if (before) return { c, r: before, replayed: true };
      if (!usable(c, at)) throw new AppError('Unprocessable', 'COUPON_UNAVAILABLE');
      if (c.kind === 'credit' && currency !== c.currency) throw new AppError('Unprocessable', 'COUPON_UNAVAILABLE');
      const status = c.needs_verification ? 'under_verification' : c.kind === 'promotion' ? 'pending' : 'success';
      const [r] = await tx
        .insert(couponRedemptions)
        .values({
          coupon_id: c.id,
          member_id: memberId,
          status,
          amount: c.kind === 'credit' ? c.amount : 0,
          currency: currency ?? c.currency,
          points: c.kind === 'points' ? c.points : 0,
          decided_at: status === 'success' ? at : null,
        })
        .returning();
      await tx
        .update(coupons)
        .set({ used_count: sql`${coupons.used_count} + 1` })
        .where(eq(coupons.id, c.id));
      if (status === 'success') {
        const transferId = await pay(tx, c, r!);
        if (transferId !== null)
          await tx.update(couponRedemptions).set({ transfer_id: transferId }).where(eq(couponRedemptions.id, r!.id));
      }
      return { c, r: r!, replayed: false };
    });
    let { r } = outcome;
    const { c, replayed } = outcome;
    if (replayed) {
      if (r.status === 'fail') throw new AppError('Unprocessable', 'COUPON_UNAVAILABLE');
      throw new AppError('Conflict', 'COUPON_ALREADY_REDEEMED');
    }
    if (r.status === 'pending' && c.kind === 'promotion') r = await joinPromotion(c, r, meta.locale);
    await refund(memberId, meta.ip);
    if (r.status === 'success' || r.status === 'joined') await announce(c, r, meta.locale);
    return { redemption_id: r.id, status: r.status as CouponStatus, coupon: view(c, r, meta.locale), replayed };
  }

  async function decide(redemptionId: number, approve: boolean, note?: string): Promise<OpsRedemption> {
    const [current] = await db.select().from(couponRedemptions).where(eq(couponRedemptions.id, redemptionId));
    if (!current) throw new AppError('NotFound', 'NOT_FOUND');
    if (current.status !== 'under_verification') throw new AppError('Conflict', 'COUPON_NOT_UNDER_VERIFICATION');
    const [c] = await db.select().from(coupons).where(eq(coupons.id, current.coupon_id));
    // A promotion coupon joins its promotion first (the promotions' own transaction, once per member): when they
    // refuse (another bonus is active), the redemption stays under verification and the operator sees why.
    if (approve && c!.kind === 'promotion')
      await deps
        .promotions()
        .take(current.member_id, { promotion_information_id: c!.promotion_information_id!, confirm: false }, 'en');
    const r = await ledger.withTransaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.id, redemptionId))
        .for('update');
      if (locked!.status !== 'under_verification') throw new AppError('Conflict', 'COUPON_NOT_UNDER_VERIFICATION');
      const next = !approve ? 'fail' : c!.kind === 'promotion' ? 'joined' : 'success';
      const [done] = await tx
        .update(couponRedemptions)
        .set({ status: next, decided_at: now(), note: note ?? null })
        .where(eq(couponRedemptions.id, redemptionId))
        .returning();
      if (next === 'success') {
        const transferId = await pay(tx, c!, done!);
        if (transferId !== null) {
          await tx
            .update(couponRedemptions)
            .set({ transfer_id: transferId })
            .where(eq(couponRedemptions.id, redemptionId));
          done!.transfer_id = transferId;
        }
      }
      return done!;
    });
    if (r.status === 'success' || r.status === 'joined') await announce(c!, r, 'en');
    return opsRedemption(r);
  }

  async function underVerification(memberId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.member_id, memberId), eq(couponRedemptions.status, 'under_verification')))
      .limit(1);
    return !!row;
  }

  return {
    enabled: () => deps.enabled(),
    async list(memberId, locale, limit = 50) {
      await requireEnabled();
      const mine = await db
        .select()
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(eq(couponRedemptions.coupon_id, coupons.id), eq(couponRedemptions.member_id, memberId)),
        )
        .where(or(eq(coupons.member_id, memberId), eq(couponRedemptions.member_id, memberId)))
        .orderBy(desc(coupons.id))
        .limit(Math.min(100, Math.max(1, limit)));
      return mine.map((row) => view(row.coupons, row.coupon_redemptions, locale));
    },
    async get(memberId, couponId, locale) {
      await requireEnabled();
      const [row] = await db
        .select()
        .from(coupons)
        .leftJoin(
          couponRedemptions,
          and(eq(couponRedemptions.coupon_id, coupons.id), eq(couponRedemptions.member_id, memberId)),
        )
        .where(
          and(eq(coupons.id, couponId), or(eq(coupons.member_id, memberId), eq(couponRedemptions.member_id, memberId))),
        );
      if (!row) throw new AppError('NotFound', 'COUPON_NOT_FOUND');
      return view(row.coupons, row.coupon_redemptions, locale);
    },
    async history(memberId, locale, page) {
      const where = eq(couponRedemptions.member_id, memberId);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(couponRedemptions).where(where),
        db
          .select()
          .from(couponRedemptions)
          .innerJoin(coupons, eq(coupons.id, couponRedemptions.coupon_id))
          .where(where)
          .orderBy(desc(couponRedemptions.created_at), desc(couponRedemptions.id))
          .limit(Math.min(100, page.limit))
          .offset(page.skip),
      ]);
      return { total: total?.n ?? 0, data: rows.map((row) => view(row.coupons, row.coupon_redemptions, locale)) };
    },
    redeem: (memberId, code, meta) => redeemCoupon(memberId, { hash: hashOf(code) }, meta),
    claim: (memberId, couponId, meta) => redeemCoupon(memberId, { id: couponId }, meta),
    underVerification,
    async requireNotUnderVerification(memberId) {
      if (await underVerification(memberId)) throw new AppError('Forbidden', 'COUPON_UNDER_VERIFICATION');
    },
    async opsCreate(def) {
      const base = {
        names: def.name,
        descriptions: def.description,
        kind: def.kind,
        amount: def.kind === 'credit' ? def.amount : 0,
        currency: def.currency,
        points: def.kind === 'points' ? def.points : 0,
        promotion_information_id: def.kind === 'promotion' ? def.promotion_information_id : null,
        needs_verification: def.needs_verification,
        starts_at: def.starts_at,
        expires_at: def.expires_at,
      };
      const members = def.member_ids?.length ? [...new Set(def.member_ids)] : null;
      const codes = (members ?? [null]).map((member_id) => ({
        member_id,
        code: !member_id && def.code ? def.code.toUpperCase() : drawCouponCode(),
      }));
      const created = await ledger.withTransaction(async (tx) => {
        const out: CouponRow[] = [];
        for (let i = 0; i < codes.length; i += 500) {
          const chunk = codes.slice(i, i + 500);
          out.push(
            ...(await tx
              .insert(coupons)
              .values(
                chunk.map((c) => ({
                  ...base,
                  code_hash: hashOf(c.code),
                  code_hint: c.member_id ? c.code.slice(-4) : null,
                  member_id: c.member_id,
                  max_uses: c.member_id ? 1 : def.max_uses,
                })),
              )
              .onConflictDoNothing()
              .returning()),
          );
        }
        if (out.length !== codes.length) throw new AppError('Conflict', 'COUPON_CODE_TAKEN');
        return out;
      });
      return { coupons: created.map(opsCoupon), codes };
    },
    async opsList(limit) {
      const rows = await db.select().from(coupons).orderBy(desc(coupons.id)).limit(limit);
      return rows.map(opsCoupon);
    },
    async opsRedemptions(status, limit) {
      const rows = await db
        .select()
        .from(couponRedemptions)
        .where(status ? eq(couponRedemptions.status, status as RedemptionRow['status']) : undefined)
        .orderBy(desc(couponRedemptions.id))
        .limit(limit);
      return rows.map(opsRedemption);
    },
    opsApprove: (id, note) => decide(id, true, note),
    opsReject: (id, note) => decide(id, false, note),
    async opsSetActive(couponId, active) {
      const [row] = await db.update(coupons).set({ is_active: active }).where(eq(coupons.id, couponId)).returning();
      if (!row) throw new AppError('NotFound', 'NOT_FOUND');
      return opsCoupon(row);
    },
  };
}
