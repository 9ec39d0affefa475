import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountBubble } from '../../../components/ui/count-bubble';
import { selectUnreadCount, useNotifications } from '../../../lib/notifications-store';
import { NotificationEntry } from './notification-entry';

/**
 * PRODUCT.md §2 notification panel: a bell with the unread count opens a dialog listing the entries.
 * Escape, the close button or a click outside closes it and focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const items = useNotifications((s) => s.items);
  const unread = useNotifications(selectUnreadCount);
  const { remove, clear, markAllRead } = useNotifications.getState();
  const navigate = useNavigate();
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    markAllRead();
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, markAllRead, close]);

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="relative">
      <button
        ref={bell}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="relative inline-flex size-11 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100"
      >
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        <CountBubble count={unread} className="right-1 top-1 bg-red-700" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-40 max-h-[70dvh] overflow-y-auto rounded-xl border border-stone-200 bg-white p-3 shadow-lg outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96"
        >
          <div className="mb-2 flex items-center gap-2">
            <h2 id={titleId} className="mr-auto text-base font-bold">
              Notifications
            </h2>
            <button
              type="button"
              onClick={clear}
              disabled={items.length === 0}
              className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:text-stone-400"
            >
              Clear
            </button>
            <button
              type="button"
              onClick={() => close()}
              className="min-h-11 rounded-md px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              Close
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-stone-600">No notifications yet.</p>
          ) : (
            <ul aria-label="Notification list">
              {items.map((n) => (
                <NotificationEntry
                  key={n.id}
                  notification={n}
                  onRemove={remove}
                  onOpen={(target) => {
                    close(false);
                    navigate(target);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
