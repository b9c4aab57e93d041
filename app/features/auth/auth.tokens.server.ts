import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../../server/db/client.ts';
import type { Member } from '../../../server/rest/service.ts';
import type { MemberCache } from './auth.member-cache.server.ts';
import { sessions, users } from './auth.table.server.ts';

export const SESSION_DAYS = 30;

export interface TokenService {
  /** Opens a session for a member and returns its signed token. */
  issue(
    userId: number,
    meta: { ip?: string; userAgent?: string; deviceToken?: string },
  ): Promise<{ accessToken: string; sessionId: string; expiresAt: Date }>;
  /** The member behind a token, or null when the token is bad, expired or its session revoked. */
  verify(token: string): Promise<Member | null>;
  revoke(sessionId: string): Promise<void>;
  /** The member's open sessions (at most `limit`, newest use first). */
  list(userId: number, limit?: number): Promise<SessionView[]>;
  /** Ends one open session of this member; false when there is none with this id. */
  revokeOwn(userId: number, sessionId: string): Promise<boolean>;
  /** Ends every open session of a member, but the one named in `except` (the request's own); returns how many. */
  revokeAll(userId: number, except?: string): Promise<number>;
}

export interface SessionView {
  id: string;
  createdAt: Date;
  /** The last request that used it (written at most every LAST_SEEN_EVERY_MS); the login time before that. */
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** How often a session's last use is written: at most once per this many milliseconds per session. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
export const SESSIONS_LISTED = 50;

export interface TokenServiceOptions {
  /**
   * Called after sessions of a member were revoked (logout, password change or reset), with their ids: the
   * websocket gateway closes the sockets they opened, on every instance.
   */
  onRevoke?: (userId: number, sessionIds: string[]) => Promise<void>;
  /**
   * Verified tokens kept a few seconds (auth.member-cache.server.ts); revoked sessions are dropped from it before
   * `revoke`/`revokeAll` answer.
   */
  cache?: MemberCache;
}

export function createTokenService(
  db: Db,
  secret: string,
  audience: string,
  options: TokenServiceOptions = {},
): TokenService {
  const key = new TextEncoder().encode(secret);
  const revoked = async (rows: { id: string; user_id: number }[]) => {
    if (rows.length) options.cache?.dropSessions(rows.map((r) => r.id));
    if (!options.onRevoke || !rows.length) return;
    const byUser = new Map<number, string[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
    for (const [userId, ids] of byUser) await options.onRevoke(userId, ids);
  };
  async function verify(token: string): Promise<Member | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience }));
    } catch {
      return null;
    }
    const sid = typeof payload.sid === 'string' ? payload.sid : null;
    const userId = Number(payload.sub);
    if (!sid || !/^[0-9a-f-]{36}$/.test(sid) || !Number.isInteger(userId)) return null;
    const [row] = await db
      .select({ id: users.id, username: users.username, currencyId: users.currency_id, status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.id, sid),
          eq(sessions.user_id, userId),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
        ),
      )
      .limit(1);
    if (row?.status !== 'active') return null;
    // The last use, for the member's list of sessions: one write per session every few minutes at most.
    const stale = new Date(Date.now() - LAST_SEEN_EVERY_MS);
    await db
      .update(sessions)
      .set({ last_seen_at: new Date() })
      .where(and(eq(sessions.id, sid), or(isNull(sessions.last_seen_at), lt(sessions.last_seen_at, stale))));
    return { id: row.id, username: row.username, currencyId: row.currencyId, sessionId: sid };
  }
  return {
    async issue(userId, meta) {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
      await db.insert(sessions).values({
        id: sessionId,
        user_id: userId,
        expires_at: expiresAt,
        ip: meta.ip?.slice(0, 64),
        user_agent: meta.userAgent?.slice(0, 500),
        device_token: meta.deviceToken?.slice(0, 500),
      });
      const accessToken = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { accessToken, sessionId, expiresAt };
    },
    verify(token) {
      return options.cache ? options.cache.session(token, () => verify(token)) : verify(token);
    },
    async revoke(sessionId) {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id, user_id: sessions.user_id });
      options.cache?.dropSessions([sessionId]);
      await revoked(rows);
    },
    async list(userId, limit = SESSIONS_LISTED) {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())))
        .orderBy(desc(sessions.created_at))
        .limit(Math.min(limit, SESSIONS_LISTED));
      return rows
        .map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          lastSeenAt: r.last_seen_at && r.last_seen_at > r.created_at ? r.last_seen_at : r.created_at,
          ip: r.ip,
          userAgent: r.user_agent,
        }))
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
    },
    async revokeOwn(userId, sessionId) {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
        .returning({ id: sessions.id, user_id: sessions.user_id });
      options.cache?.dropSessions([sessionId]);
      await revoked(rows);
      return rows.length > 0;
    },
    async revokeAll(userId, except) {
      const rows = await db
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(
          and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), except ? ne(sessions.id, except) : undefined),
        )
        .returning({ id: sessions.id, user_id: sessions.user_id });
      await revoked(rows);
      return rows.length;
    },
  };
}
