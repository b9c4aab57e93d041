import { randomBytes } from 'node:crypto';
import type { FunAccount, PlayWallet } from './play-wallet.ts';
import type { CrashTable } from './crash/crash-round.ts';
import type { ProviderLang } from './i18n.ts';
import { FUN_START_BALANCE } from './money.ts';

/**
 * The provider's own session per opened game page. The page holds only the session id (128 random bits); the
 * casino's session token stays on the server. Sessions live in memory, idle ones are dropped.
 */

export type GameKind = 'slot' | 'crash';

export interface GameSession {
  id: string;
  kind: GameKind;
  mode: 'real' | 'fun';
  gameCode: string;
  lang: ProviderLang;
  currency: string;
  wallet: PlayWallet;
  /** The browser's fun account, in fun mode. */
  funAccount: FunAccount | null;
  /** The last balance the wallet reported. */
  balance: number;
  /** A slot spin is in flight. */
  spinning: boolean;
  crash: CrashTable | null;
  lastSeen: number;
}

export interface SessionStoreOptions {
  sessionIdleMs?: number;
  funIdleMs?: number;
  maxSessions?: number;
  maxFunAccounts?: number;
  now?: () => number;
}

export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function createSessionStore(options: SessionStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const sessionIdleMs = options.sessionIdleMs ?? 6 * 3600_000;
  const funIdleMs = options.funIdleMs ?? 7 * 24 * 3600_000;
  const maxSessions = options.maxSessions ?? 20_000;
  const maxFunAccounts = options.maxFunAccounts ?? 20_000;
  // Maps keep insertion order; touching re-inserts, so the first entry is always the least recently used.
  const sessions = new Map<string, GameSession>();
  const funAccounts = new Map<string, FunAccount & { lastSeen: number }>();

  function dropSession(session: GameSession): void {
    sessions.delete(session.id);
    void session.crash?.close();
  }

  function evictable(session: GameSession): boolean {
    return !session.spinning && !session.crash?.busy();
  }

  function sweep(): void {
    const t = now();
    for (const session of [...sessions.values()]) {
      if (t - session.lastSeen > sessionIdleMs && evictable(session)) dropSession(session);
    }
    for (const account of [...funAccounts.values()]) {
      if (t - account.lastSeen > funIdleMs) funAccounts.delete(account.id);
    }
  }

  const timer = setInterval(sweep, 10 * 60_000);
  timer.unref?.();

  return {
    add(session: Omit<GameSession, 'id' | 'lastSeen' | 'spinning'>): GameSession {
      const full: GameSession = { ...session, id: newId(), lastSeen: now(), spinning: false };
      sessions.set(full.id, full);
      if (sessions.size > maxSessions) {
        for (const candidate of sessions.values()) {
          if (sessions.size <= maxSessions) break;
          if (candidate !== full && evictable(candidate)) dropSession(candidate);
        }
      }
      return full;
    },
    get(id: unknown): GameSession | null {
      if (typeof id !== 'string') return null;
      const session = sessions.get(id);
      if (!session) return null;
      session.lastSeen = now();
      sessions.delete(id);
      sessions.set(id, session);
      return session;
    },
    /** The browser's fun account, created with the starting balance when unknown. */
    funAccount(id: string | undefined): FunAccount {
      let account = id ? funAccounts.get(id) : undefined;
      if (!account) {
        account = { id: newId(), balance: FUN_START_BALANCE, lastSeen: now() };
        if (funAccounts.size >= maxFunAccounts) funAccounts.delete(funAccounts.keys().next().value!);
      }
      account.lastSeen = now();
      funAccounts.delete(account.id);
      funAccounts.set(account.id, account);
      return account;
    },
    sweep,
    size: () => sessions.size,
    async close(): Promise<void> {
      clearInterval(timer);
      await Promise.all([...sessions.values()].map((s) => s.crash?.close()));
      sessions.clear();
      funAccounts.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
