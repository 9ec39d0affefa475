import { CloseIcon } from './close-icon';
import { tUi } from './i18n/ui-catalogue';
import { dismissToast, type Toast, type ToastTone, useToastStore } from './toast-store';

const TONES: Record<ToastTone, string> = {
  success: 'border-brand-600 bg-brand-800 text-white',
  error: 'border-red-800 bg-red-700 text-white',
  info: 'border-stone-700 bg-stone-800 text-white',
};

/**
 * The one live region for toasts. It is always in the page (even when empty) so screen readers
 * announce each new message politely without moving focus. Each app's toaster decides which toasts
 * show and where the region sits (`className`: its distance from the bottom).
 */
export function ToastRegion({
  toasts,
  onDismiss,
  className = 'bottom-4',
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  className?: string;
}) {
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className={`pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 px-4 ${className}`}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${TONES[toast.tone]}`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            aria-label={tUi('ui.dismissNotification')}
            className="-m-2 grid size-9 place-items-center rounded-md hover:bg-white/15"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}

/** The staff app's toasts: up to three at once, not tied to a page. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return <ToastRegion toasts={toasts} onDismiss={dismissToast} />;
}
