import { type RefObject, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useNotifications } from '../../../lib/notifications-store';
import { useNotificationsT } from '../i18n';
import { NotificationEntry } from './notification-entry';

/**
 * The bell's panel (PRODUCT.md §2), a chunk of its own: it is fetched on the first open, so the list and
 * its entries stay out of the first load. Escape, Close or a click outside closes it.
 */
export function NotificationPanel({
  id,
  bell,
  onClose,
}: {
  id: string;
  bell: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus?: boolean) => void;
}) {
  const items = useNotifications((s) => s.items);
  const { remove, clear, markAllRead } = useNotifications.getState();
  const navigate = useNavigate();
  const t = useNotificationsT();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    markAllRead();
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [markAllRead, onClose, bell]);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-40 max-h-[70dvh] overflow-y-auto rounded-xl border border-stone-200 bg-white p-3 shadow-lg outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96"
    >
      <div className="mb-2 flex items-center gap-2">
        <h2 id={titleId} className="mr-auto text-base font-bold">
          {t('notifications.title')}
        </h2>
        <button
          type="button"
          onClick={clear}
          disabled={items.length === 0}
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:text-stone-400"
        >
          {t('notifications.clear')}
        </button>
        <button
          type="button"
          onClick={() => onClose()}
          className="min-h-11 rounded-md px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          {t('notifications.close')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
      ) : (
        <ul aria-label={t('notifications.list')}>
          {items.map((n) => (
            <NotificationEntry
              key={n.id}
              notification={n}
              onRemove={remove}
              onOpen={(target) => {
                onClose(false);
                navigate(target);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
