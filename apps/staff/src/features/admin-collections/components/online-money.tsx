import type { OnlineMoney, OnlineOrderMoney } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useCollectionsT } from '../i18n';

/**
 * Issue 43: the day's online money in the admin's collections: the totals (captured, released, refunded,
 * pending, tips) and, per order, the customer who paid and the staff each tip went to.
 */
export function OnlineMoneySection({ online }: { online: OnlineMoney }) {
  const t = useCollectionsT();
  const f = useFormat();
  const { totals } = online;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="online-money-heading">
      <h2 id="online-money-heading" className="font-semibold">
        {t('staffCollections.online')}
      </h2>
      <p className="font-medium break-words" data-testid="online-totals">
        {t('staffCollections.onlineAmounts', {
          captured: f.money(totals.captured),
          released: f.money(totals.released),
          refunded: f.money(totals.refunded),
          pending: f.money(totals.pending),
          tips: f.money(totals.tips),
        })}
      </p>
      <ul className="flex flex-col gap-2">
        {online.orders.map((order) => (
          <OnlineOrder key={order._id} order={order} />
        ))}
      </ul>
    </section>
  );
}

function OnlineOrder({ order }: { order: OnlineOrderMoney }) {
  const t = useCollectionsT();
  const f = useFormat();
  return (
    <li
      className="flex flex-col gap-1 rounded-xl bg-white p-3 text-sm shadow-sm"
      aria-label={order.orderNumber}
    >
      <p className="font-semibold break-words">
        {t('staffCollections.onlineOrder', {
          order: order.orderNumber,
          customer: order.customer.name ?? '—',
        })}
      </p>
      <p className="break-words">
        {t('staffCollections.onlineAmounts', {
          captured: f.money(order.captured),
          released: f.money(order.released),
          refunded: f.money(order.refunded),
          pending: f.money(order.pending),
          tips: f.money(order.tips),
        })}
      </p>
      {order.tipShares.map((share) => (
        <p key={`${share.role}-${share._id}`} className="break-words">
          {t('staffCollections.tipShare', {
            amount: f.money(share.amount),
            name: share.name ?? t('staffCollections.tipUnassigned'),
            role:
              share.role === 'rider'
                ? t('staffCollections.roleRider')
                : share.role === 'shopper'
                  ? t('staffCollections.roleShopper')
                  : '',
          })}
        </p>
      ))}
    </li>
  );
}
