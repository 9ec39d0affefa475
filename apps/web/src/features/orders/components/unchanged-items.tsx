import { type OrderItem, originalQuantity, revisedLineTotal } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useOrdersT } from '../i18n';

type UnchangedItem = Pick<OrderItem, 'name' | 'price' | 'quantity' | 'revisedQuantity' | 'revisedPrice'> &
  Partial<Pick<OrderItem, 'itemId' | 'productId' | 'isAvailable'>>;

/**
 * The items the shopper did not change, on a revision (issue 47): one line ("5 items unchanged") that
 * opens to their names, quantities and amounts, so the changes are what the customer reads first.
 */
export function UnchangedItems({ items }: { items: readonly UnchangedItem[] }) {
  const t = useOrdersT();
  const f = useFormat();
  if (items.length === 0) return null;
  return (
    <details className="rounded-xl border border-stone-200 bg-white" data-testid="unchanged-items">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">
        {t('orders.revision.unchanged', { count: items.length })}
      </summary>
      <ul className="space-y-1 border-t border-stone-100 px-3 py-2 text-sm">
        {items.map((item) => (
          <li key={item.itemId ?? item.productId ?? item.name} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.name?.trim() || t('orders.product')}{' '}
              <span className="text-stone-600">× {originalQuantity(item)}</span>
            </span>
            <span className="shrink-0">{f.money(revisedLineTotal(item))}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
