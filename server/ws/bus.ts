import { EventEmitter } from 'node:events';

/** A message for one member's open websockets: `{ topic, data }` as the spec's realtime feed describes. */
export interface MemberEvent {
  memberId: number;
  topic: string;
  data: unknown;
}

/**
 * A topic of the server's own, never sent to a browser: `data.sessions` of the member were revoked, and the
 * gateway of every instance closes the sockets they opened.
 */
export const SESSION_REVOKED = 'SESSION_REVOKED';

/** A message for every instance of the site (not for members): `{ topic, data }`, e.g. 'content:changed'. */
export interface Announcement {
  topic: string;
  data: unknown;
}

export interface EventBus {
  publish(event: MemberEvent): Promise<void>;
  subscribe(listener: (event: MemberEvent) => void): () => void;
  /** Tells every instance (this one included) something that concerns the process, not a member. */
  announce(announcement: Announcement): Promise<void>;
  onAnnouncement(listener: (announcement: Announcement) => void): () => void;
  close(): Promise<void>;
}

/** In-process bus: the default for a single instance. */
export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async announce(announcement) {
      emitter.emit('announcement', announcement);
    },
    onAnnouncement(listener) {
      emitter.on('announcement', listener);
      return () => emitter.off('announcement', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** The bus of this process: Redis pub/sub when REDIS_URL is set (events cross instances), else in-process. */
export async function openEventBus(options: {
  redisUrl?: string;
  channel: string;
  onError?: (err: Error) => void;
}): Promise<EventBus> {
  if (!options.redisUrl) return createLocalBus();
  const { createRedisBus } = await import('./redis-bus.ts');
  return createRedisBus(options.redisUrl, options.channel, options.onError);
}
