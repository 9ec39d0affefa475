import { type AppNotification, notificationTarget } from '@jhola/domain';
import { CloseIcon, type Formatters, useFormat } from '@jhola/ui';
import { useNotificationsT } from '../i18n';

/** "5 Mar, 2:30 pm" in India's time, in the language on screen. */
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};
const when = (f: Formatters, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : f.date(date, WHEN);
};

interface Props {
  notification: AppNotification;
  onOpen(target: string): void;
  onRemove(id: string): void;
}

/** One panel entry: a link-like button when it leads somewhere (PRODUCT.md §2), else plain text; always removable. */
export function NotificationEntry({ notification: n, onOpen, onRemove }: Props) {
  const target = notificationTarget(n);
  const t = useNotificationsT();
  const f = useFormat();
  const body = (
    <>
      <span className="block font-semibold text-stone-900">{n.title}</span>
      {n.message ? <span className="block text-sm text-stone-700">{n.message}</span> : null}
      <span className="block text-xs text-stone-600">{when(f, n.timestamp)}</span>
    </>
  );
  return (
    <li className="flex items-start gap-1 border-b border-stone-100 py-2 last:border-0">
      {target ? (
        <button
          type="button"
          onClick={() => onOpen(target)}
          className="min-w-0 flex-1 break-words rounded-md px-2 py-1 text-left hover:bg-stone-100"
        >
          {body}
        </button>
      ) : (
        <div className="min-w-0 flex-1 break-words px-2 py-1">{body}</div>
      )}
      <button
        type="button"
        onClick={() => onRemove(n.id)}
        aria-label={t('notifications.remove', { title: n.title })}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
