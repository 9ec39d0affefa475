import { subscribeThisBrowser } from '@jhola/ui';
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

/**
 * Subscribes this browser (after the browser's own permission prompt) and stores the subscription on the
 * account. False when permission is refused.
 */
export async function turnOnPush(vapidPublicKey: string): Promise<boolean> {
  const subscription = await subscribeThisBrowser(vapidPublicKey);
  if (!subscription) return false;
  const { subscription: saved } = await savePushSubscription(subscription);
  writePushState({ kind: 'on', id: saved._id });
  return true;
}
