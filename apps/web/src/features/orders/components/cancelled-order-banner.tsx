import { Link } from 'react-router';
import { tDomain } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { useCancellationBanner } from '../lib/cancellation-store';
import { translateReason } from '../lib/reason-text';
import { SLOT, withSlot } from '../lib/slot';

/**
 * PRODUCT.md §2: red, across the top, when a live cancellation arrives; the reason by the PRODUCT.md §4
 * precedence; dismissible. It is pinned under the header, not at the top of the page: a customer deep in
 * a shop's list sees it where they are, and neither its arrival nor its dismissal moves the page.
 */
export function CancelledOrderBanner() {
  const current = useCancellationBanner((s) => s.current);
  const dismiss = useCancellationBanner((s) => s.dismiss);
  const t = useOrdersT();
  if (!current) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-[var(--app-header-h,61px)] z-40 bg-red-700 text-white shadow-lg"
      data-testid="cancelled-order-banner"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="font-bold">
            {withSlot(
              t('orders.cancelled.banner', { number: SLOT }),
              <Link to={`/orders/${current.orderId}`} className="underline">
                #{current.orderNumber}
              </Link>,
            )}
          </p>
          <p className="break-words">{t('orders.reason', { reason: translateReason(current.reasonText) })}</p>
          <p className="text-sm">{tDomain(current.paymentText)}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="min-h-11 shrink-0 rounded-lg border border-white/70 px-3 font-semibold hover:bg-red-800"
        >
          {t('orders.cancelled.dismiss')}
        </button>
      </div>
    </div>
  );
}
