import { Redis } from 'ioredis';
import type { Announcement, EventBus, MemberEvent } from './bus.ts';

/**
 * Redis pub/sub bus: every instance publishes to one channel and every instance delivers what it receives to the
 * members connected to it, so an event reaches a member whichever instance holds their websocket. An instance's
 * own events come back to it through Redis too (one path, one order). Announcements to every instance travel on
 * the same channel as `{ announce: topic, data }`. Resolves once the subscription is active.
 */
export async function createRedisBus(
  url: string,
  channel: string,
  onError: (err: Error) => void = () => {},
): Promise<EventBus> {
  const pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: true });
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  pub.on('error', onError);
  sub.on('error', onError);
  const listeners = new Set<(event: MemberEvent) => void>();
  const announcementListeners = new Set<(announcement: Announcement) => void>();

  sub.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    let event: MemberEvent;
    try {
      event = JSON.parse(message);
    } catch {
      return;
    }
    const announced = (event as { announce?: unknown } | null)?.announce;
    if (typeof announced === 'string') {
      for (const listener of announcementListeners) {
        try {
          listener({ topic: announced, data: (event as { data?: unknown }).data });
        } catch (err) {
          onError(err as Error);
        }
      }
      return;
    }
    if (!event || typeof event.memberId !== 'number' || typeof event.topic !== 'string') return;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        onError(err as Error);
      }
    }
  });

  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(channel); // ioredis subscribes again by itself after a reconnect
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    throw err;
  }

  return {
    async publish(event) {
      await pub.publish(channel, JSON.stringify({ memberId: event.memberId, topic: event.topic, data: event.data }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announce(announcement) {
      await pub.publish(channel, JSON.stringify({ announce: announcement.topic, data: announcement.data }));
    },
    onAnnouncement(listener) {
      announcementListeners.add(listener);
      return () => announcementListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      announcementListeners.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
