import { isItemChanged, type Order } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { OrderItemLines } from './order-item-lines';
import { FoldedPanel } from './panel';
import { ReplacedItemCard } from './replaced-item-card';
import { IfNoAnswerNote } from './replacement-preference';
import { RevisedItemCard } from './revised-item-card';
import { UnchangedItems } from './unchanged-items';

/**
 * The items as the shopper left them: the changed ones as revision cards and the rest as one line once the
 * order was revised, plain lines before. Issue 47: listed once on the page; while the shopper's ticks list
 * them (the progress box) this panel is one line that opens.
 */
export function OrderItemsSection({ order }: { order: Order }) {
  const t = useOrdersT();
  const revised = order.revisedOrderValue !== null || order.items.some((item) => item.isAvailable !== null);
  const listedByTicks = order.items.some((item) => item.pick);
  const changed = order.items.filter((item) => isItemChanged(item));
  const unchanged = order.items.filter((item) => !isItemChanged(item));
  return (
    <FoldedPanel
      title={t('orders.items')}
      summary={t('orders.details.itemCount', { count: order.items.length })}
      open={!listedByTicks}
      testId="order-items"
    >
      {revised ? (
        <div className="space-y-2">
          <ul className="space-y-2">
            {changed.map((item) => (
              <li key={item.itemId ?? item.productId}>
                {item.isAvailable === false && item.replacedWith ? (
                  <ReplacedItemCard item={item} refused={item.replacedWith.refused} />
                ) : (
                  <RevisedItemCard item={item} />
                )}
              </li>
            ))}
          </ul>
          <UnchangedItems items={unchanged} />
        </div>
      ) : (
        <OrderItemLines order={order} withPreferences />
      )}
      <IfNoAnswerNote ifNoAnswer={order.ifNoAnswer} minutes={order.responseMinutes} />
    </FoldedPanel>
  );
}
