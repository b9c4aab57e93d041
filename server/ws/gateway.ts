import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { AppServices } from '../services.ts';
import type { MemberEvent } from './bus.ts';
import { requestToken } from '../plugins/auth.ts';

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
}

interface MemberSocket extends WebSocket {
  isAlive?: boolean;
}

export interface Gateway {
  /** Open sockets per member id. */
  connections(memberId: number): number;
  /** Sends an event to the member's sockets on this instance (the bus calls it). */
  deliver(event: MemberEvent): number;
}

/**
 * The member websocket `/mb/gateway` (`?token=` or the auth cookie, or a bearer header). Every `{ topic, data }`
 * event on the bus for a member goes to each of that member's open sockets on this instance; with the Redis bus
 * every instance receives every event, so the member gets it wherever they are connected.
 */
export async function registerGateway(app: FastifyInstance, services: AppServices, options: GatewayOptions = {}): Promise<Gateway> {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const sockets = new Map<number, Set<MemberSocket>>();

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
    deliver(event) {
      const set = sockets.get(event.memberId);
      if (!set) return 0;
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

  const unsubscribe = services.bus.subscribe((event) => {
    gateway.deliver(event);
  });

  const heartbeat = setInterval(() => {
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
    sockets.clear();
  });

  app.decorate('memberGateway', gateway);

  app.get('/mb/gateway', { websocket: true }, (socket: MemberSocket, request: FastifyRequest) => {
    socket.isAlive = true;
    socket.on('pong', () => {
      socket.isAlive = true;
    });
    let memberId: number | null = null;
    let closed = false;
    socket.on('close', () => {
      closed = true;
      if (memberId !== null) remove(memberId, socket);
    });
    socket.on('error', () => socket.terminate());
    // Browsers cannot send ping frames: a text "ping" is answered with "pong" and counts as alive.
    socket.on('message', (data, isBinary) => {
      socket.isAlive = true;
      if (!isBinary && data.toString() === 'ping') socket.send('pong');
    });

    const query = request.query as Record<string, unknown>;
    const token = (typeof query.token === 'string' && query.token) || requestToken(request, services.config.WEB_NAME);
    const verified = token ? services.tokens.verify(token) : Promise.resolve(null);
    verified.then(
      (member) => {
        if (closed) return;
        if (!member) {
          socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
          return;
        }
        memberId = member.id;
        add(member.id, socket);
      },
      (err) => {
        request.log.error({ err }, 'websocket authentication failed');
        if (!closed) socket.close(1011, 'Server error');
      },
    );
  });

  return gateway;
}
