import { CloseIcon } from '@jhola/ui';
import { useLocation } from 'react-router';
import { dismissToast, type ToastTone, useToastStore } from './toast-store';

const TONES: Record<ToastTone, string> = {
  success: 'border-brand-600 bg-brand-800 text-white',
  error: 'border-red-800 bg-red-700 text-white',
  info: 'border-stone-700 bg-stone-800 text-white',
};

/**
 * The one live region for toasts. It is always in the page (even when empty) so screen readers
 * announce each new message politely without moving focus.
 */
export function Toaster() {
  const { pathname } = useLocation();
  // A toast belongs to the page it was shown on; leaving the page leaves it behind.
  const toasts = useToastStore((s) => s.toasts).filter((toast) => toast.path === pathname);
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--floating-bar,0px))] z-50 flex flex-col items-center gap-2 px-4"
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
            onClick={() => dismissToast(toast.id)}
            aria-label="Dismiss notification"
            className="-m-2 grid size-9 place-items-center rounded-md hover:bg-white/15"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
