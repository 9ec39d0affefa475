import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { CountBubble } from '../../../components/ui/count-bubble';
import { selectUnreadCount, useNotifications } from '../../../lib/notifications-store';
import { useNotificationsT } from '../i18n';

const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

/**
 * PRODUCT.md §2 notification panel: a bell with the unread count opens a dialog listing the entries;
 * focus returns to the bell when it closes. The panel itself loads on the first open.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useNotifications(selectUnreadCount);
  const t = useNotificationsT();
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
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
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} bell={bell} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
