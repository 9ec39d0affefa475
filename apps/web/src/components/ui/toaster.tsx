import { ToastRegion } from '@jhola/ui';
import { useLocation } from 'react-router';
import { dismissToast, useToastStore } from './toast-store';

/** The customer app's toasts: shown above the floating cart bar, on the page they were shown on only. */
export function Toaster() {
  const { pathname } = useLocation();
  // A toast belongs to the page it was shown on; leaving the page leaves it behind.
  const toasts = useToastStore((s) => s.toasts).filter((toast) => toast.path === pathname);
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={dismissToast}
      // Above the floating cart bar when its spacer comes before (app/layout/cart-bar.tsx: 4.5rem).
      className="bottom-4 peer-[.cart-bar-spacer]:bottom-[5.5rem]"
    />
  );
}
