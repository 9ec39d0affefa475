import { useLocation } from 'react-router';

/** A message handed over by the page that navigated here (e.g. "Order cancelled successfully."). */
export function FlashMessage() {
  const { state } = useLocation();
  const message = (state as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="status" className="mt-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
      {message}
    </p>
  );
}
