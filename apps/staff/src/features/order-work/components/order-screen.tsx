import { canShopperCancel, isPicking, statusLabel } from '@jhola/domain';
import { ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { OrderChat } from '../../../components/order-chat';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { messagesQuery } from '../../../lib/order-messages';
import { useStaffAuth } from '../../../lib/staff-auth';
import { useOrder } from '../api/order';
import { useInquiriesLive } from '../api/use-inquiries-live';
import { useOrderLive } from '../api/use-order-live';
import { useWorkT } from '../i18n';
import { CancelOrder } from './cancel-order';
import { CustomerCard } from './customer-card';
import { InquiryList } from './inquiry-list';
import { ItemList } from './item-list';
import { StepPanel } from './step-panel';
import { TipNote } from './tip-note';

/** "My order": one screen that follows the order's status from acceptance to the door. */
export function OrderScreen({ orderId }: { orderId: string }) {
  const t = useWorkT();
  const tDomain = useDomainT();
  const f = useFormat();
  const order = useOrder(orderId);
  // The chat below the order asks for its messages only once the order has come; asked now, with it,
  // they are not a round trip after it (the picking screen's largest paint waited for them: decision 0053).
  usePrefetchQuery(messagesQuery(orderId));
  useOrderLive(orderId);
  const role = useStaffAuth((s) => s.user?.role);
  const inquiries = useInquiriesLive(orderId, role === 'shopper');
  // The order (40 items and more) is drawn in an interruptible render of slices, not in one long task the
  // moment it arrives: a tap meanwhile is answered at once.
  const o = useDeferredValue(order.data);
  if (order.isError)
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!o) return <LoadingState label={t('staffWork.loadingOrder')} />;
  const total = o.revisedOrderValue?.total ?? o.total;
  return (
    <article className="flex flex-col gap-3">
      <header className="rounded-xl bg-white p-4 shadow-sm">
        <p className="text-sm text-stone-600">{t('staffWork.orderNumber', { number: o.orderNumber })}</p>
        <h1 className="text-xl font-bold break-words">{o.shopId.name}</h1>
        <p className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <span
            role="status"
            className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800"
          >
            {tDomain(statusLabel(o.status))}
          </span>
          <span className="font-bold">{f.money(total)}</span>
        </p>
      </header>
      <TipNote order={o} />
      <InquiryList inquiries={inquiries} />
      <StepPanel order={o} />
      {isPicking(o.status) ? null : <ItemList order={o} />}
      <OrderChat orderId={o._id} />
      <CustomerCard order={o} />
      {role === 'shopper' && canShopperCancel(o.status) ? <CancelOrder orderId={o._id} /> : null}
    </article>
  );
}
