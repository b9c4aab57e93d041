import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import { AppError } from '../../../server/errors.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { GamesService } from '../games/games.service.server.ts';
import type { PointsService } from '../points/points.service.server.ts';
import {
  FREESPIN_TOPIC,
  type FreespinGrant,
  type FreespinMessage,
  type FreespinOffer,
  type FreespinProvider,
  type GrantStatus,
  type OfferInput,
  type OpsGrantInput,
  type RedeemFreespinInput,
} from './freespins.schemas.ts';
import { freespinGrants, freespinOffers } from './freespins.table.server.ts';
import type { FreeRoundsClient, ProviderFreeRound } from './freespins.provider.server.ts';

/**
 * Free spins: the operator's offers, buying one with points (one transaction: the points debit and the grant row,
 * once per form key), and the grant's life at the game provider, which holds the playable free rounds: the casino
 * creates them over the provider's signed API after the purchase commits and reads their state back (remaining
 * spins, win, used or expired) whenever the member's grants are read. docs/freespins.md.
 */

export interface FreespinsService {
  /** Active offers in a currency (all providers, or one), with their games. */
  offers(filter: { currency: string; providerId?: number }): Promise<FreespinOffer[]>;
  /** Providers with active offers in a currency (the page's filter). */
  providers(currency: string): Promise<FreespinProvider[]>;
  /** Buys an offer with points; a repeated key answers the first purchase (`replayed`). */
  redeem(memberId: number, input: RedeemFreespinInput): Promise<{ grant: FreespinGrant; replayed: boolean }>;
  /** Spins from another source (the operator): no points. */
  give(input: OpsGrantInput): Promise<{ grant: FreespinGrant; replayed: boolean }>;
  /** The member's grants, newest first, their state as the provider reports it (at most `limit`, ≤ 100). */
  grants(memberId: number, options?: { limit?: number }): Promise<FreespinGrant[]>;
  /** The member's currency (offers are per currency). */
  currencyOf(memberId: number): Promise<string | null>;
  /** Operator: every offer. */
  opsOffers(): Promise<(FreespinOffer & { is_active: boolean; order_no: number })[]>;
  createOffer(input: OfferInput): Promise<{ id: number }>;
  updateOffer(id: number, input: Partial<OfferInput>): Promise<{ id: number }>;
}

export interface FreespinsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'withTransaction'>;
  points: () => Pick<PointsService, 'spend' | 'award' | 'notify'>;
  games: () => Pick<GamesService, 'getGame' | 'listGames'>;
  memberCurrency: (memberId: number) => Promise<string | null>;
  provider: FreeRoundsClient;
  bus: Pick<EventBus, 'publish'>;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

type OfferRow = typeof freespinOffers.$inferSelect;
type GrantRow = typeof freespinGrants.$inferSelect;
type GameInfo = { id: number; name: string; image: string; provider_name: string; provider_id: number };

const DAY_MS = 86_400_000;
/** The reference of a grant at the provider. */
export const providerRef = (grantId: number) => `grant-${grantId}`;

export function createFreespinsService(deps: FreespinsDeps): FreespinsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});

  async function gamesOf(ids: number[]): Promise<Map<number, GameInfo>> {
    const unique = [...new Set(ids)];
    const out = new Map<number, GameInfo>();
    if (unique.length === 0) return out;
    const page = await deps.games().listGames({ ids: unique, limit: unique.length });
    for (const g of page.data)
      out.set(g.id, {
        id: g.id,
        name: g.name,
        image: g.image,
        provider_name: g.provider.name,
        provider_id: g.provider_id,
      });
    return out;
  }

  function offerView(o: OfferRow, game: GameInfo): FreespinOffer {
    return {
      id: o.id,
      game_list_id: o.game_list_id,
      provider_id: o.provider_id,
      game: { id: game.id, name: game.name, image: game.image, provider_name: game.provider_name },
      currency: o.currency,
      bet: o.bet,
      amount_per_round: o.bet,
      total_spin: o.total_spin,
      point: o.point,
      validity_days: o.validity_days,
    };
  }

  function grantView(g: GrantRow, game: GameInfo | undefined): FreespinGrant {
    // Past its expiry a grant is expired, whatever was last heard from the provider.
    const expired =
      g.status === 'expired' ||
      ((g.status === 'active' || g.status === 'pending') && g.expire_date.getTime() <= now().getTime());
    return {
      id: g.id,
      game_list_id: g.game_list_id,
      provider_id: g.provider_id,
      game: game ? { id: game.id, name: game.name, image: game.image, provider_name: game.provider_name } : null,
      currency: g.currency,
      bet: g.bet,
      amount_per_round: g.bet,
      total_spin: g.total_spin,
      remaining_spin: expired ? 0 : g.remaining_spin,
      point_used: g.point_used,
      win_total: g.win_total,
      source: g.source,
      status: expired ? 'expired' : g.status,
      expire_date: g.expire_date.toISOString(),
      createdAt: g.created_at.toISOString(),
    };
  }

  async function offers(filter: { currency: string; providerId?: number }): Promise<FreespinOffer[]> {
    const rows = await db
      .select()
      .from(freespinOffers)
      .where(
        and(
          eq(freespinOffers.currency, filter.currency),
          eq(freespinOffers.is_active, true),
          filter.providerId ? eq(freespinOffers.provider_id, filter.providerId) : undefined,
        ),
      )
      .orderBy(asc(freespinOffers.order_no), asc(freespinOffers.id))
      .limit(200);
    const games = await gamesOf(rows.map((r) => r.game_list_id));
    // An offer whose game is no longer active is not shown.
    return rows.flatMap((r) => {
      const game = games.get(r.game_list_id);
      return game ? [offerView(r, game)] : [];
    });
  }

  async function providers(currency: string): Promise<FreespinProvider[]> {
    const list = await offers({ currency });
    const byId = new Map<number, FreespinProvider>();
    for (const o of list) {
      const p = byId.get(o.provider_id);
      if (p) p.offer_count += 1;
      else byId.set(o.provider_id, { id: o.provider_id, name: o.game.provider_name, offer_count: 1 });
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Creates the grant's free rounds at the provider (a grant still pending): playable → active and announced once;
   * refused for good → failed, and the points paid go back once; no answer → stays pending, tried again later.
   */
  async function activate(grant: GrantRow): Promise<GrantRow> {
    const outcome = await deps.provider.grant({
      ref: providerRef(grant.id),
      player_id: String(grant.member_id),
      currency: grant.currency,
      game_code: grant.game_code,
      bet: grant.bet,
      rounds: grant.total_spin,
      expires_at: grant.expire_date.toISOString(),
    });
    if (outcome.kind === 'failed') {
      log('free rounds not created yet', { grant: grant.id, reason: outcome.reason });
      return grant;
    }
    if (outcome.kind === 'refused') {
      log('free rounds refused by the provider', { grant: grant.id, status: outcome.status });
      const failed = await deps.ledger.withTransaction(async (tx) => {
        const [row] = await tx
          .update(freespinGrants)
          .set({ status: 'failed', remaining_spin: 0, updated_at: now() })
          .where(and(eq(freespinGrants.id, grant.id), eq(freespinGrants.status, 'pending')))
          .returning();
        if (row && row.point_used > 0)
          await deps.points().award(tx, {
            memberId: row.member_id,
            points: row.point_used,
            key: `redeem_freespin_refund:${row.id}`,
            reason: 'redeem_freespin',
            currency: row.currency,
            meta: { grant_id: row.id, refund: true },
          });
        return row;
      });
      if (failed?.point_used) deps.points().notify(failed.member_id);
      return failed ?? grant;
    }
    const [row] = await db
      .update(freespinGrants)
      .set({
        status: 'active',
        provider_ref: outcome.value.free_round_id,
        remaining_spin: outcome.value.rounds_left,
        updated_at: now(),
      })
      .where(and(eq(freespinGrants.id, grant.id), eq(freespinGrants.status, 'pending')))
      .returning();
    if (!row) return (await db.select().from(freespinGrants).where(eq(freespinGrants.id, grant.id)))[0] ?? grant;
    const game = (await gamesOf([row.game_list_id])).get(row.game_list_id);
    const message: FreespinMessage = {
      grant_id: row.id,
      game_list_id: row.game_list_id,
      game_name: game?.name ?? row.game_code,
      total_spin: row.total_spin,
      expire_date: row.expire_date.toISOString(),
    };
    await deps.bus
      .publish({ memberId: row.member_id, topic: FREESPIN_TOPIC, data: message })
      .catch((err: unknown) => log('free spin message not published', { grant: row.id, err: String(err) }));
    return row;
  }

  /** What the provider reports of the member's playable grants: remaining spins, win, used or expired. */
  async function refresh(rows: GrantRow[]): Promise<GrantRow[]> {
    const out = new Map(rows.map((r) => [r.id, r]));
    for (const pending of rows.filter((r) => r.status === 'pending' && r.expire_date > now()))
      out.set(pending.id, await activate(pending));
    const active = [...out.values()].filter((r) => r.status === 'active');
    if (active.length === 0) return [...out.values()];
    const outcome = await deps.provider.status(active.map((r) => providerRef(r.id)));
    if (outcome.kind !== 'ok') {
      log('free rounds state not read', { reason: outcome.kind === 'failed' ? outcome.reason : outcome.status });
      return [...out.values()];
    }
    const byRef = new Map<string, ProviderFreeRound>(outcome.value.map((f) => [f.ref, f]));
    for (const r of active) {
      const f = byRef.get(providerRef(r.id));
      if (!f) continue;
      const status: GrantStatus = f.state === 'active' ? 'active' : f.state === 'used' ? 'used' : 'expired';
      if (f.rounds_left === r.remaining_spin && f.win_total === r.win_total && status === r.status) continue;
      const [row] = await db
        .update(freespinGrants)
        .set({ remaining_spin: f.rounds_left, win_total: f.win_total, status, updated_at: now() })
        .where(and(eq(freespinGrants.id, r.id), eq(freespinGrants.status, 'active')))
        .returning();
      if (row) out.set(row.id, row);
    }
    return [...out.values()];
  }

  async function grants(memberId: number, options: { limit?: number } = {}): Promise<FreespinGrant[]> {
    const limit = Math.min(Math.max(options.limit ?? 50, 1), 100);
    const rows = await db
      .select()
      .from(freespinGrants)
      .where(eq(freespinGrants.member_id, memberId))
      .orderBy(desc(freespinGrants.created_at), desc(freespinGrants.id))
      .limit(limit);
    const fresh = await refresh(rows);
    const byId = new Map(fresh.map((r) => [r.id, r]));
    const games = await gamesOf(rows.map((r) => r.game_list_id));
    return rows.map((r) => grantView(byId.get(r.id) ?? r, games.get(r.game_list_id)));
  }

  /** Writes the grant once per member and key; `spend` (in the same transaction) pays for it. */
  async function createGrant(
    values: typeof freespinGrants.$inferInsert,
    spend?: (tx: Tx, grant: GrantRow) => Promise<void>,
  ): Promise<{ row: GrantRow; replayed: boolean }> {
    const created = await deps.ledger.withTransaction(async (tx) => {
      const [row] = await tx.insert(freespinGrants).values(values).onConflictDoNothing().returning();
      if (!row) {
        const [existing] = await tx
          .select()
          .from(freespinGrants)
          .where(and(eq(freespinGrants.member_id, values.member_id), eq(freespinGrants.key, values.key)));
        return { row: existing!, replayed: true };
      }
      if (spend) await spend(tx, row);
      return { row, replayed: false };
    });
    const row = created.row.status === 'pending' ? await activate(created.row) : created.row;
    return { row, replayed: created.replayed };
  }

  async function gameFor(gameListId: number) {
    const game = await deps.games().getGame(gameListId);
    if (game?.engine !== 'slot') throw new AppError('NotFound', 'FREESPIN_NOT_FOUND');
    return game;
  }

  async function redeem(memberId: number, input: RedeemFreespinInput) {
    const [offer] = await db
      .select()
      .from(freespinOffers)
      .where(and(eq(freespinOffers.id, input.offer_id), eq(freespinOffers.is_active, true)));
    if (!offer) throw new AppError('NotFound', 'FREESPIN_NOT_FOUND');
    const currency = await deps.memberCurrency(memberId);
    if (currency !== offer.currency) throw new AppError('NotFound', 'FREESPIN_NOT_FOUND');
    const game = await gameFor(offer.game_list_id);
    const { row, replayed } = await createGrant(
      {
        member_id: memberId,
        key: `redeem:${input.key}`,
        source: 'redeem',
        offer_id: offer.id,
        game_list_id: game.id,
        provider_id: game.provider_id,
        game_code: game.game_code,
        currency,
        bet: offer.bet,
        total_spin: offer.total_spin,
        remaining_spin: offer.total_spin,
        point_used: offer.point,
        expire_date: new Date(now().getTime() + offer.validity_days * DAY_MS),
      },
      async (tx, grant) => {
        await deps.points().spend(tx, {
          memberId,
          points: offer.point,
          key: `redeem_freespin:${memberId}:${input.key}`,
          reason: 'redeem_freespin',
          currency,
          meta: { grant_id: grant.id, offer_id: offer.id, game_list_id: game.id },
        });
      },
    );
    if (!replayed) deps.points().notify(memberId);
    const games = await gamesOf([row.game_list_id]);
    return { grant: grantView(row, games.get(row.game_list_id)), replayed };
  }

  async function give(input: OpsGrantInput) {
    const game = await gameFor(input.game_list_id);
    const currency = await deps.memberCurrency(input.member_id);
    if (!currency) throw new AppError('NotFound', 'MEMBER_NOT_FOUND');
    const { row, replayed } = await createGrant({
      member_id: input.member_id,
      key: `ops:${input.key}`,
      source: 'ops',
      offer_id: null,
      game_list_id: game.id,
      provider_id: game.provider_id,
      game_code: game.game_code,
      currency,
      bet: input.bet,
      total_spin: input.total_spin,
      remaining_spin: input.total_spin,
      point_used: 0,
      expire_date: new Date(now().getTime() + input.validity_days * DAY_MS),
    });
    const games = await gamesOf([row.game_list_id]);
    return { grant: grantView(row, games.get(row.game_list_id)), replayed };
  }

  async function opsOffers() {
    const rows = await db.select().from(freespinOffers).orderBy(asc(freespinOffers.order_no), asc(freespinOffers.id));
    const games = await gamesOf(rows.map((r) => r.game_list_id));
    return rows.map((r) => {
      const game = games.get(r.game_list_id) ?? {
        id: r.game_list_id,
        name: '',
        image: '',
        provider_name: '',
        provider_id: r.provider_id,
      };
      return { ...offerView(r, game), is_active: r.is_active, order_no: r.order_no };
    });
  }

  async function createOffer(input: OfferInput) {
    const game = await gameFor(input.game_list_id);
    const [row] = await db
      .insert(freespinOffers)
      .values({ ...input, provider_id: game.provider_id })
      .returning({ id: freespinOffers.id });
    return row!;
  }

  async function updateOffer(id: number, input: Partial<OfferInput>) {
    const providerId = input.game_list_id ? (await gameFor(input.game_list_id)).provider_id : undefined;
    const [row] = await db
      .update(freespinOffers)
      .set({ ...input, ...(providerId ? { provider_id: providerId } : {}) })
      .where(eq(freespinOffers.id, id))
      .returning({ id: freespinOffers.id });
    if (!row) throw new AppError('NotFound', 'FREESPIN_NOT_FOUND');
    return row;
  }

  return {
    offers,
    providers,
    redeem,
    give,
    grants,
    currencyOf: deps.memberCurrency,
    opsOffers,
    createOffer,
    updateOffer,
  };
}
