import { api } from '../../shared/api-client.ts';
import { keyBytes, sameKey } from './push-prompt.ts';

/** The service worker's address (public/push-sw.js), served from the site root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/push-sw.js';

/** Whether this browser can receive Web Push. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator
  );
}

/**
 * Registers the service worker, subscribes with the server's VAPID key (again when the key changed) and hands the
 * subscription to the server for the signed-in member. Needs the permission granted.
 */
export async function subscribeToPush(): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await navigator.serviceWorker.ready;
  const { public_key } = await api.request<{ public_key: string }>('GET', 'pb/push-key', { handleErrors: false });
  const key = keyBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.request('POST', 'mb/push-subscription', { body: subscription.toJSON(), handleErrors: false });
}
