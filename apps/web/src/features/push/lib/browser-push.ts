import type { PushSubscriptionRequest } from '@jhola/domain';
import { savePushSubscription } from '../api/save-push-subscription';

/** Where this browser remembers its answer: the subscription's id on the server, or that the offer was declined. */
export const PUSH_STATE_KEY = 'pushNotifications';

export type PushState = { kind: 'on'; id: string } | { kind: 'declined' };

export function readPushState(): PushState | null {
  try {
    const text = localStorage.getItem(PUSH_STATE_KEY);
    return text ? (JSON.parse(text) as PushState) : null;
  } catch {
    return null;
  }
}

export function writePushState(state: PushState): void {
  try {
    localStorage.setItem(PUSH_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the offer may come again next time.
  }
}

/** Whether this browser can receive Web Push at all (service worker, Push API, notifications). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (the browser's own prompt, only after the customer pressed "Turn on"), subscribes
 * with the server's VAPID key and stores the subscription on the account. False when refused.
 */
export async function turnOnPush(vapidPublicKey: string): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  const { subscription: saved } = await savePushSubscription(
    subscription.toJSON() as PushSubscriptionRequest,
  );
  writePushState({ kind: 'on', id: saved._id });
  return true;
}
