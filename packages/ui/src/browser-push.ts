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

/** What `POST /api/me/push-subscriptions` takes: `PushSubscription.toJSON()`. */
export interface BrowserPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Issue 19: asks for permission (the browser's own prompt, only after the person pressed "Turn on") and
 * subscribes this browser at its push service with the server's VAPID key; null when permission is refused.
 * The caller stores the answer on the account.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<BrowserPushSubscription | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  return subscription.toJSON() as BrowserPushSubscription;
}

/** Logout: this browser stops receiving pushes for the person who leaves (the server drops its copy too). */
export async function unsubscribeThisBrowser(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No service worker or no push: nothing to forget.
  }
}
