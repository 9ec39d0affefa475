import { isCancelled, type Order, statusLabel, trackerSteps } from '@jhola/domain';
import { useNow } from '@jhola/ui';
import type { ReactNode } from 'react';
import { useDomainT } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { etaText, orderEta } from '../lib/eta-text';
import { displayOrderNumber } from '../lib/format-order';
import { cancelReasonText } from '../lib/reason-text';
import { OrderSlot } from './order-slot';
import { TrackerStepper } from './tracker-stepper';

/**
 * The top of the order page: the status in large type, when it arrives (live), then `pinned` (the one
 * thing to do now, so it is on the first screen of a 360 × 780 phone), then every step of this order's
 * path with its time. A cancelled order says why, by the PRODUCT.md §4 precedence.
 */
export function OrderTracker({ order, pinned }: { order: Order; pinned?: ReactNode }) {
  const now = useNow();
  const t = useOrdersT();
  const tDomain = useDomainT();
  const eta = etaText(orderEta(order, now));
  const cancelled = isCancelled(order.status);
  return (
    <section
      aria-labelledby="order-title"
      className={`rounded-2xl border p-4 shadow-sm ${cancelled ? 'border-red-200 bg-red-50' : 'border-brand-100 bg-white'}`}
    >
      <h1 id="order-title" className="text-sm font-medium text-stone-600">
        {t('orders.tracker.title', { number: displayOrderNumber(order), shop: order.shopId?.name ?? '' })}
      </h1>
      <p
        aria-live="polite"
        data-testid="order-status"
        className={`mt-1 text-2xl leading-tight font-bold ${cancelled ? 'text-red-800' : 'text-stone-900'}`}
      >
        <span className="sr-only">{t('orders.tracker.statusPrefix')}</span>
        {tDomain(statusLabel(order.status))}
      </p>
      {cancelled ? (
        <p className="mt-1 break-words text-red-900" data-testid="cancel-reason">
          {t('orders.reason', { reason: cancelReasonText(order) })}
        </p>
      ) : null}
      <OrderSlot order={order} />
      {eta ? (
        <p className="mt-1 font-medium text-brand-800" data-testid="order-eta">
          {eta}
        </p>
      ) : null}
      {pinned ? <div className="mt-3 space-y-3">{pinned}</div> : null}
      <TrackerStepper steps={trackerSteps(order)} />
    </section>
  );
}
