import { isTerminalStatus, statusLabel } from '@jhola/domain';
import { ErrorState, LoadingState, useFormat, useNow } from '@jhola/ui';
import { OrderChat } from '../../../components/order-chat';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { addressLine } from '../../../lib/format';
import { useAdminOrder } from '../api/admin-order';
import { useAdminOrdersLive } from '../api/use-admin-live';
import { useAdminOrdersT } from '../i18n';
import { isCodeLocked } from '../lib/code-lock';
import { roleName } from '../lib/role-name';
import { AdminCancel } from './admin-cancel';
import { OrderLines } from './order-lines';
import { PaymentLine } from './payment-line';
import { Timeline } from './timeline';
import { UnlockCode } from './unlock-code';

/** One order as the customer and the shopper see it, its timeline, and cancel with a reason. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useAdminOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const order = useAdminOrder(orderId);
  const now = useNow(15_000);
  useAdminOrdersLive();
  if (order.isPending) return <LoadingState label={t('staffAdminOrders.loadingOrder')} />;
  if (order.isError)
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  const { order: o, customer, deliveryPerson, inquiries = [] } = order.data;
  const a = o.deliveryAddress;
  return (
    <article className="grid grid-cols-1 gap-3 lg:grid-cols-2 [&>*]:min-w-0">
      <section className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <h1 className="text-xl font-bold break-words">
          {t('staffAdminOrders.orderNumber', { number: o.orderNumber })}
        </h1>
        <p role="status" className="font-semibold text-brand-800">
          {tDomain(statusLabel(o.status))}
        </p>
        {o.cancellationReason ? (
          <p>
            {t('staffAdminOrders.cancelledBy', {
              by: o.cancelledBy ? roleName(o.cancelledBy, t) : '',
              reason: o.cancellationReason,
            })}
          </p>
        ) : null}
        <p>{t('staffAdminOrders.shop', { name: o.shopId.name })}</p>
        <p>
          {o.personalShopperId
            ? t('staffAdminOrders.shopper', { name: o.personalShopperId.name })
            : t('staffAdminOrders.shopperNone')}
        </p>
        {deliveryPerson ? <p>{t('staffAdminOrders.delivery', { name: deliveryPerson.name })}</p> : null}
        {customer ? <p className="break-words">{customerLine(customer, t)}</p> : null}
        <p className="break-words">
          {t('staffAdminOrders.deliverTo', {
            contact: a.contactName,
            phone: a.contactPhone,
            address: addressLine(a),
          })}
        </p>
        {inquiries.length > 0 ? (
          <p>
            {t('staffAdminOrders.inquiries', {
              list: inquiries
                .map((i) =>
                  t(
                    i.method === 'call' ? 'staffAdminOrders.inquiryCall' : 'staffAdminOrders.inquiryWhatsapp',
                    {
                      time: f.dateTime(i.createdAt),
                    },
                  ),
                )
                .join(', '),
            })}
          </p>
        ) : null}
        <PaymentLine order={o} />
        {o.bill ? (
          <a
            className="font-semibold text-brand-800 underline"
            href={o.bill.imageUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('staffAdminOrders.billPhoto', { amount: f.money(o.bill.amount) })}
          </a>
        ) : null}
        <OrderLines order={o} />
        {isCodeLocked(o, now) ? <UnlockCode orderId={o._id} /> : null}
        {isTerminalStatus(o.status) ? null : <AdminCancel orderId={o._id} />}
      </section>
      <Timeline entries={o.timeline} />
      <OrderChat orderId={o._id} />
    </article>
  );
}

/** The account's name, with how to reach it when it has an e-mail or a phone (never empty brackets). */
function customerLine(
  customer: { name: string; email: string; phone: string },
  t: ReturnType<typeof useAdminOrdersT>,
) {
  const reach = [customer.email, customer.phone].filter((part) => part.trim() !== '').join(', ');
  return reach
    ? t('staffAdminOrders.customerReach', { name: customer.name, reach })
    : t('staffAdminOrders.customerName', { name: customer.name });
}
