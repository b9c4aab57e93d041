import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AppServices } from '../services.ts';
import { SESSION_REVOKED, type MemberEvent } from './bus.ts';
import { requestToken } from '../plugins/auth.ts';
import { AppError } from '../errors.ts';
import { isPublicTopic, type PublicTopic } from '../../app/shared/realtime.ts';

/** Close code of a connection whose token is missing, bad, expired or revoked (the client then logs in again). */
export const CLOSE_UNAUTHORIZED = 4401;

declare module 'fastify' {
  interface FastifyInstance {
    /** The member websocket registry of this instance. */
    memberGateway: Gateway;
  }
}

export interface GatewayOptions {
  /** Interval of the ping that finds dead connections; a socket without a pong by the next ping is dropped. */
  heartbeatMs?: number;
  /** Visitors' sockets (/pb/gateway) one address may hold open at once; default 8. */
  publicPerAddress?: number;
  /** Visitors' sockets of this instance; default 20,000. */
  publicTotal?: number;
}

/** Close code of a visitor's socket refused because too many are open (the browser may try again later). */
export const CLOSE_TRY_LATER = 1013;

interface MemberSocket extends WebSocket {
  isAlive?: boolean;
  /** The session whose token opened the socket: it closes when that session is revoked. */
  sessionId?: string;
  /** The public topics the page asked for. */
  topics?: Set<PublicTopic>;
}

/** How long a revocation is remembered, for a socket whose token was checked just before the session ended. */
const REVOKED_MEMORY_MS = 60_000;

/**
 * The origins whose pages may open the member websocket: the site itself (the address the request came to) and
 * the configured public and mobile addresses. A browser always names the page's origin; another site's page using
 * the member's cookie (cross-site websocket hijacking) is refused before the upgrade.
 */
export function allowedOrigin(request: FastifyRequest, configured: readonly (string | undefined)[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser: it holds the token itself
  const own = `${request.protocol}://${request.host}`;
  const allowed = new Set([own, ...configured.filter((u): u is string => !!u).map((u) => new URL(u).origin)]);
  return allowed.has(origin);
}

export interface Gateway {
  /** Open sockets per member id. */
  connections(memberId: number): number;
  /** Sends an event to the member's sockets on this instance (the bus calls it). */
  deliver(event: MemberEvent): number;
  /** Sends a public topic to every socket of this instance (member's or visitor's) that asked for it. */
  broadcast(topic: PublicTopic, data: unknown): number;
  /** How many sockets of this instance asked for a public topic. */
  listeners(topic: PublicTopic): number;
}

/**
 * The member websocket `/mb/gateway` (`?token=` or the auth cookie, or a bearer header). Every `{ topic, data }`
 * event on the bus for a member goes to each of that member's open sockets on this instance; with the Redis bus
 * every instance receives every event, so the member gets it wherever they are connected.
 */
export async function registerGateway(
  app: FastifyInstance,
  services: AppServices,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const publicPerAddress = options.publicPerAddress ?? 8;
  const publicTotal = options.publicTotal ?? 20_000;
  const sockets = new Map<number, Set<MemberSocket>>();
  /** Visitors' sockets, and how many each address holds. */
  const visitors = new Set<MemberSocket>();
  const visitorsByAddress = new Map<string, number>();
  /** Sockets (members' and visitors') per public topic they asked for. */
  const subscribers = new Map<PublicTopic, Set<MemberSocket>>();

  const leaveTopics = (socket: MemberSocket, topics: Iterable<PublicTopic> = socket.topics ?? []) => {
    for (const topic of [...topics]) {
      subscribers.get(topic)?.delete(socket);
      socket.topics?.delete(topic);
    }
  };
  /**
   * A text message of a page: "ping" (answered "pong"), or `{"op":"subscribe"|"unsubscribe","topics":[…]}` for
   * public topics; anything else is ignored.
   */
  const onText = (socket: MemberSocket, text: string) => {
    if (text === 'ping') {
      socket.send('pong');
      return;
    }
    if (text.length > 512 || text[0] !== '{') return;
    let request: unknown;
    try {
      request = JSON.parse(text);
    } catch {
      return;
    }
    const { op, topics } = (request ?? {}) as { op?: unknown; topics?: unknown };
    if ((op !== 'subscribe' && op !== 'unsubscribe') || !Array.isArray(topics)) return;
    const wanted = topics.filter((t): t is PublicTopic => typeof t === 'string' && isPublicTopic(t));
    if (op === 'unsubscribe') return leaveTopics(socket, wanted);
    socket.topics ??= new Set();
    for (const topic of wanted) {
      socket.topics.add(topic);
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(socket);
    }
  };

  await app.register(websocket, { options: { maxPayload: 4096 } });

  const add = (memberId: number, socket: MemberSocket) => {
    let set = sockets.get(memberId);
    if (!set) sockets.set(memberId, (set = new Set()));
    set.add(socket);
  };
  const remove = (memberId: number, socket: MemberSocket) => {
    const set = sockets.get(memberId);
    if (!set) return;
    set.delete(socket);
    if (!set.size) sockets.delete(memberId);
  };

  const gateway: Gateway = {
    connections: (memberId) => sockets.get(memberId)?.size ?? 0,
    listeners: (topic) => subscribers.get(topic)?.size ?? 0,
    broadcast(topic, data) {
      const set = subscribers.get(topic);
      if (!set?.size) return 0;
      const message = JSON.stringify({ topic, data: data ?? null });
      let sent = 0;
      for (const socket of set) {
        if (socket.readyState === socket.OPEN) {
          socket.send(message);
          sent++;
        }
      }
      return sent;
    },
    deliver(event) {
      const set = sockets.get(event.memberId);
      if (!set || event.topic === SESSION_REVOKED) return 0;
      const message = JSON.stringify({ topic: event.topic, data: event.data ?? null });
      let sent = 0;
      for (const socket of set) {
        if (socket.readyState === socket.OPEN) {
          socket.send(message);
          sent++;
        }
      }
      return sent;
    },
  };

  // Sessions revoked lately (id → until when), on any instance: a socket still being authenticated checks it too.
  const recentlyRevoked = new Map<string, number>();
  const wasRevoked = (sessionId: string) => {
    const until = recentlyRevoked.get(sessionId);
    return until !== undefined && until > Date.now();
  };
  const closeRevoked = (memberId: number, sessionIds: string[]) => {
    const now = Date.now();
    for (const [id, until] of recentlyRevoked) if (until <= now) recentlyRevoked.delete(id);
    for (const id of sessionIds) recentlyRevoked.set(id, now + REVOKED_MEMORY_MS);
    const set = sockets.get(memberId);
    if (!set) return;
    for (const socket of [...set]) {
      if (socket.sessionId && sessionIds.includes(socket.sessionId)) {
        remove(memberId, socket);
        socket.close(CLOSE_UNAUTHORIZED, 'Session ended');
      }
    }
  };

  const unsubscribe = services.bus.subscribe((event) => {
    if (event.topic === SESSION_REVOKED) {
      const ids = (event.data as { sessions?: unknown } | null)?.sessions;
      if (Array.isArray(ids))
        closeRevoked(
          event.memberId,
          ids.filter((id): id is string => typeof id === 'string'),
        );
      return;
    }
    gateway.deliver(event);
  });

  const heartbeat = setInterval(() => {
    for (const socket of [...visitors]) {
      if (socket.isAlive === false) {
        socket.terminate();
        continue;
      }
      socket.isAlive = false;
      try {
        socket.ping();
      } catch {
        socket.terminate();
      }
    }
    for (const [memberId, set] of sockets) {
      for (const socket of set) {
        if (socket.isAlive === false) {
          socket.terminate();
          remove(memberId, socket);
          continue;
        }
        socket.isAlive = false;
        try {
          socket.ping();
        } catch {
          socket.terminate();
          remove(memberId, socket);
        }
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const set of sockets.values()) for (const socket of set) socket.terminate();
    for (const socket of visitors) socket.terminate();
    sockets.clear();
    visitors.clear();
    subscribers.clear();
  });

  app.decorate('memberGateway', gateway);

  const configuredOrigins = [services.config.PUBLIC_BASE_URL, services.config.MOBILE_URL];
  const checkOrigin = async (request: FastifyRequest) => {
    if (!allowedOrigin(request, configuredOrigins)) {
      request.log.warn({ origin: request.headers.origin }, 'websocket from a foreign origin refused');
      throw new AppError('Forbidden', 'FORBIDDEN');
    }
  };

  app.get(
    '/mb/gateway',
    { websocket: true, onRequest: checkOrigin },
    (socket: MemberSocket, request: FastifyRequest) => {
      socket.isAlive = true;
      socket.on('pong', () => {
        socket.isAlive = true;
      });
      let memberId: number | null = null;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        if (memberId !== null) remove(memberId, socket);
        leaveTopics(socket);
      });
      socket.on('error', () => socket.terminate());
      // Browsers cannot send ping frames: a text "ping" is answered with "pong" and counts as alive.
      socket.on('message', (data, isBinary) => {
        socket.isAlive = true;
        if (!isBinary) onText(socket, data.toString());
      });

      const query = request.query as Record<string, unknown>;
      const token = (typeof query.token === 'string' && query.token) || requestToken(request, services.config.WEB_NAME);
      const verified = token ? services.tokens.verify(token) : Promise.resolve(null);
      verified.then(
        (member) => {
          if (closed) return;
          if (!member || wasRevoked(member.sessionId)) {
            socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
            return;
          }
          memberId = member.id;
          socket.sessionId = member.sessionId;
          add(member.id, socket);
        },
        (err) => {
          request.log.error({ err }, 'websocket authentication failed');
          if (!closed) socket.close(1011, 'Server error');
        },
      );
    },
  );

  /**
   * The visitors' websocket: no account, public topics only (the lobby's live wins and jackpot). An address may
   * hold a few at once and the instance a bounded number; over either, the socket is closed with 1013.
   */
  app.get(
    '/pb/gateway',
    { websocket: true, onRequest: checkOrigin },
    (socket: MemberSocket, request: FastifyRequest) => {
      const address = request.ip;
      const held = visitorsByAddress.get(address) ?? 0;
      if (held >= publicPerAddress || visitors.size >= publicTotal) {
        socket.close(CLOSE_TRY_LATER, 'Too many connections');
        return;
      }
      visitors.add(socket);
      visitorsByAddress.set(address, held + 1);
      socket.isAlive = true;
      socket.on('pong', () => {
        socket.isAlive = true;
      });
      socket.on('close', () => {
        visitors.delete(socket);
        const left = (visitorsByAddress.get(address) ?? 1) - 1;
        if (left > 0) visitorsByAddress.set(address, left);
        else visitorsByAddress.delete(address);
        leaveTopics(socket);
      });
      socket.on('error', () => socket.terminate());
      socket.on('message', (data, isBinary) => {
        socket.isAlive = true;
        if (!isBinary) onText(socket, data.toString());
      });
    },
  );

  return gateway;
}
