import type { Order } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { OrderItemLines } from './order-item-lines';
import { Panel } from './panel';
import { ReplacedItemCard } from './replaced-item-card';
import { IfNoAnswerNote } from './replacement-preference';
import { RevisedItemCard } from './revised-item-card';

/** The items as the shopper left them: revision cards once the order was revised, plain lines before. */
export function OrderItemsSection({ order }: { order: Order }) {
  const t = useOrdersT();
  const revised = order.revisedOrderValue !== null || order.items.some((item) => item.isAvailable !== null);
  return (
    <Panel title={t('orders.items')}>
      {revised ? (
        <ul className="space-y-3">
          {order.items.map((item) => (
            <li key={item.itemId ?? item.productId}>
              {item.isAvailable === false && item.replacedWith ? (
                <ReplacedItemCard item={item} refused={item.replacedWith.refused} />
              ) : (
                <RevisedItemCard item={item} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <OrderItemLines order={order} withPreferences />
      )}
      <IfNoAnswerNote ifNoAnswer={order.ifNoAnswer} minutes={order.responseMinutes} />
    </Panel>
  );
}
