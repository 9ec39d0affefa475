import { isImportantPriority } from '../notices/priority.js';

/** PRODUCT.md §9 notification limits and popup cadence. */
export const NOTIFICATION_LIMIT = 50;
export const POPUP_INTERVAL_MS = 15_000;
export const POPUP_TTL_MS = 5 * 60_000;
export const POPUP_EXPIRY_CHECK_MS = 60_000;

/**
 * Types the app knows how to act on; others are shown as plain entries.
 * shopping_completed opens /orders, order_revised opens /revised-order/{orderId} (PRODUCT.md §2).
 */
export type NotificationType =
  | 'notice'
  | 'status_update'
  | 'shopping_completed'
  | 'order_revised'
  | 'order_accepted'
  | 'order_cancelled'
  | 'payment_confirmed'
  | 'delivery_assigned'
  | 'inquiry_available'
  | (string & {});

export type NotificationPriority = 'urgent' | 'high' | 'normal' | 'low';

/** PRODUCT.md §3 Notification: id, type, title, message, timestamp (plus what the panel needs to act on it). */
export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO 8601 */
  timestamp: string;
  priority: NotificationPriority;
  orderId?: string;
  status?: string;
  read: boolean;
}

/** Newest first, no two entries with the same id, at most 50 (the oldest fall off). */
export function addToNotificationList(
  list: readonly AppNotification[],
  entry: AppNotification,
): AppNotification[] {
  if (list.some((n) => n.id === entry.id)) return [...list];
  return [entry, ...list].slice(0, NOTIFICATION_LIMIT);
}

/** Where a click on an entry leads, if anywhere. */
export function notificationTarget(n: Pick<AppNotification, 'type' | 'orderId'>): string | null {
  if (n.type === 'shopping_completed') return '/orders';
  if (n.type === 'order_revised' && n.orderId) return `/revised-order/${encodeURIComponent(n.orderId)}`;
  return null;
}

/** PRODUCT.md §9 sound alert: important events (urgent, high) repeat 3 times at 0.8 volume, others once at 0.5. */
export function soundPlan(priority: string | undefined): { repeats: number; volume: number } {
  return isImportantPriority(priority) ? { repeats: 3, volume: 0.8 } : { repeats: 1, volume: 0.5 };
}

export interface QueuedPopup {
  id: string;
  queuedAt: number;
}

export interface PopupState {
  queue: QueuedPopup[];
  current: QueuedPopup | null;
  /** When the current (or last) popup appeared; 0 before the first one. */
  shownAt: number;
}

export const emptyPopupState: PopupState = { queue: [], current: null, shownAt: 0 };

export function enqueuePopup(state: PopupState, id: string, now: number): PopupState {
  if (state.current?.id === id || state.queue.some((p) => p.id === id)) return state;
  return { ...state, queue: [...state.queue, { id, queuedAt: now }] };
}

/**
 * One popup at a time, at most one every 15 s: a waiting alert takes the screen once 15 s have passed
 * since the previous one appeared. With nothing waiting, the current popup stays until it is closed
 * or expires.
 */
export function advancePopups(state: PopupState, now: number): PopupState {
  if (now - state.shownAt < POPUP_INTERVAL_MS) return state;
  const [next, ...rest] = state.queue;
  if (!next) return state;
  return { queue: rest, current: next, shownAt: now };
}

/** A closed popup frees the screen but not the 15-s slot, so alerts never come faster than one per 15 s. */
export function closePopup(state: PopupState): PopupState {
  return state.current ? { ...state, current: null } : state;
}

/** Alerts 5 minutes old are stale: dropped from the queue and from the screen (checked every 60 s). */
export function expirePopups(state: PopupState, now: number): PopupState {
  const fresh = state.queue.filter((p) => now - p.queuedAt < POPUP_TTL_MS);
  const currentStale = state.current !== null && now - state.current.queuedAt >= POPUP_TTL_MS;
  if (fresh.length === state.queue.length && !currentStale) return state;
  return { ...state, queue: fresh, current: currentStale ? null : state.current };
}

/**
 * Withdraws alerts that are no longer true (issue 13: "Bill ready for approval" once the bill is
 * approved), from the screen and from the queue. The 15-s slot is kept.
 */
export function withdrawPopups(state: PopupState, isStale: (id: string) => boolean): PopupState {
  const queue = state.queue.filter((p) => !isStale(p.id));
  const currentStale = state.current !== null && isStale(state.current.id);
  if (queue.length === state.queue.length && !currentStale) return state;
  return { ...state, queue, current: currentStale ? null : state.current };
}
