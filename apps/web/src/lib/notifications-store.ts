/**
 * The notification panel's entries and the popup alerts (PRODUCT.md §2, PRODUCT.md §9), for every feature to use:
 *
 *   notify({ type, title, message, orderId?, priority?, id?, timestamp? }, { popup?, sound? })
 *     Adds an entry (newest first, at most 50, an id already present is ignored) and, unless told
 *     otherwise, queues a popup and plays the PRODUCT.md §9 sound. Give a stable `id` (e.g. `${orderId}:${status}`)
 *     so the same event arriving twice (live and from a snapshot) shows once. Returns false for a duplicate.
 *   useNotifications(selector): the entries, unread count, current popup; remove(id), clear(), markAllRead().
 *
 * Entries persist in local storage; the popup queue lives only in memory.
 */
import {
  type AppNotification,
  addToNotificationList,
  advancePopups,
  closePopup as closePopupRule,
  emptyPopupState,
  enqueuePopup,
  expirePopups,
  type NotificationPriority,
  type NotificationType,
  POPUP_EXPIRY_CHECK_MS,
  POPUP_INTERVAL_MS,
  type PopupState,
  withdrawPopups as withdrawPopupsRule,
} from '@jhola/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const NOTIFICATIONS_STORAGE_KEY = 'notifications';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  id?: string;
  timestamp?: string;
  priority?: NotificationPriority;
  orderId?: string;
  status?: string;
}

interface NotificationsState {
  items: AppNotification[];
  popup: PopupState;
  remove(id: string): void;
  clear(): void;
  markAllRead(): void;
  closePopup(): void;
}

export const useNotifications = create<NotificationsState>()(
  persist(
    (set) => ({
      items: [],
      popup: emptyPopupState,
      remove: (id) => set((s) => ({ items: s.items.filter((n) => n.id !== id) })),
      clear: () => set({ items: [] }),
      markAllRead: () =>
        set((s) =>
          s.items.some((n) => !n.read) ? { items: s.items.map((n) => ({ ...n, read: true })) } : s,
        ),
      closePopup: () => set((s) => ({ popup: closePopupRule(s.popup) })),
    }),
    {
      name: NOTIFICATIONS_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ items: s.items }),
    },
  ),
);

export const selectUnreadCount = (s: NotificationsState): number => s.items.filter((n) => !n.read).length;
export const selectCurrentPopup = (s: NotificationsState): AppNotification | null =>
  s.popup.current ? (s.items.find((n) => n.id === s.popup.current?.id) ?? null) : null;

export function notify(input: NewNotification, options: { popup?: boolean; sound?: boolean } = {}): boolean {
  const timestamp = input.timestamp ?? new Date().toISOString();
  const entry: AppNotification = {
    ...input,
    id: input.id ?? `${input.type}:${input.orderId ?? ''}:${timestamp}`,
    timestamp,
    priority: input.priority ?? 'normal',
    read: false,
  };
  const before = useNotifications.getState().items;
  if (before.some((n) => n.id === entry.id)) return false;
  useNotifications.setState({ items: addToNotificationList(before, entry) });
  if (options.popup !== false) {
    useNotifications.setState((s) => ({ popup: enqueuePopup(s.popup, entry.id, Date.now()) }));
    pumpPopups();
  }
  // The sound's code is fetched with the first notification, not in the first load.
  if (options.sound !== false)
    void import('./notification-sound').then((m) => m.playNotificationSound(entry.priority));
  return true;
}

let advanceTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows the next waiting popup when its 15-s slot opens, and sets a timer for the one after. */
function pumpPopups(): void {
  clearTimeout(advanceTimer);
  const now = Date.now();
  const { popup } = useNotifications.getState();
  const next = advancePopups(popup, now);
  if (next !== popup) useNotifications.setState({ popup: next });
  if (next.queue.length > 0) {
    advanceTimer = setTimeout(pumpPopups, Math.max(0, next.shownAt + POPUP_INTERVAL_MS - now));
  }
}

/** Drops popups 5 minutes old, every 60 s; returns the stop function (the popup host runs it while mounted). */
export function startPopupExpiry(): () => void {
  const timer = setInterval(() => {
    useNotifications.setState((s) => ({ popup: expirePopups(s.popup, Date.now()) }));
  }, POPUP_EXPIRY_CHECK_MS);
  return () => clearInterval(timer);
}

/** Takes alerts that are no longer true off the screen and out of the queue (ids matching `isStale`). */
export function withdrawPopups(isStale: (id: string) => boolean): void {
  useNotifications.setState((s) => ({ popup: withdrawPopupsRule(s.popup, isStale) }));
  pumpPopups();
}

/** Test and sign-out helper: forgets queued popups and their timer. */
export function resetPopups(): void {
  clearTimeout(advanceTimer);
  useNotifications.setState({ popup: emptyPopupState });
}
