import { type Order, type PickShown, pickProgress, pickShown } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { Panel } from './panel';

const STATE_KEYS = {
  found: 'orders.picks.found',
  not_available: 'orders.picks.notAvailable',
  changed: 'orders.picks.changed',
  replaced: 'orders.picks.replaced',
  priced: 'orders.picks.priced',
} as const satisfies Record<PickShown, string>;

const STATE_STYLES: Record<PickShown, string> = {
  found: 'bg-green-100 text-green-900',
  priced: 'bg-green-100 text-green-900',
  not_available: 'bg-red-100 text-red-900',
  changed: 'bg-amber-100 text-amber-900',
  replaced: 'bg-sky-100 text-sky-900',
};

/**
 * Issue 29: "Found 5 of 7, 1 replaced, 1 not available" (issue 47) and each item's state as the shopper ticks it, live (the `order:picks`
 * event patches the cached order). Shown once the shopper has ticked anything.
 */
export function PickProgress({ order }: { order: Order }) {
  const t = useOrdersT();
  const { found, replaced, notAvailable, total, done } = pickProgress(order.items);
  if (done === 0) return null;
  return (
    <Panel title={t('orders.picks.title')}>
      <p className="font-semibold" aria-live="polite">
        {t('orders.picks.summary', { found, total, replaced, missing: notAvailable })}
      </p>
      <ul className="mt-2 divide-y divide-stone-100">
        {order.items.map((item) => {
          const shown = pickShown(item);
          return (
            <li key={item.itemId ?? item.productId} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">{item.name}</span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-sm font-medium ${
                  shown ? STATE_STYLES[shown] : 'bg-stone-100 text-stone-700'
                }`}
              >
                {shown ? t(STATE_KEYS[shown]) : t('orders.picks.waiting')}
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
