import { isUnpriced, type Order, originalQuantity, revisedPrice, revisedQuantity } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useStaffAuth } from '../../../lib/staff-auth';
import { useWorkT } from '../i18n';
import { ReplacementOutcome } from './replacement-outcome';

/** The order's items as they stand (after any revision), with the customer's notes and any replacement. */
export function ItemList({ order }: { order: Order }) {
  const t = useWorkT();
  const f = useFormat();
  // Notes are the order's shopper's: "You" only to that shopper, their name to the rider and an admin.
  const viewerId = useStaffAuth((s) => s.user?._id);
  const shopper = order.personalShopperId;
  const shopperSaid = (note: string) =>
    shopper && shopper._id === viewerId
      ? t('staffWork.youSaid', { note })
      : t('staffWork.shopperSaid', { name: shopper?.name ?? '', note });
  return (
    <section aria-labelledby="items-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="items-title" className="font-semibold">
        {t('staffWork.itemsTitle', { count: order.items.length })}
      </h2>
      <ul className="mt-2 divide-y divide-stone-200">
        {order.items.map((item) => {
          const missing = item.isAvailable === false;
          return (
            <li
              key={item.itemId ?? item.productId ?? item.name}
              className="flex flex-wrap justify-between gap-x-3 py-2"
            >
              <span className={missing ? 'text-stone-500 line-through' : ''}>
                {item.name} × {missing ? originalQuantity(item) : revisedQuantity(item)} {item.unit}
              </span>
              <span>
                {missing
                  ? t('staffWork.notAvailable')
                  : isUnpriced(item) && item.revisedPrice === null
                    ? t('staffWork.toBePriced')
                    : f.money(revisedPrice(item) * revisedQuantity(item))}
              </span>
              {missing && item.replacedWith ? (
                <ReplacementOutcome replacedWith={item.replacedWith} status={order.status} />
              ) : null}
              {item.notes ? (
                <p className="w-full text-sm text-stone-700">
                  {t('staffWork.customerSaid', { note: item.notes })}
                </p>
              ) : null}
              {item.shopperNotes ? (
                <p className="w-full text-sm text-stone-700">{shopperSaid(item.shopperNotes)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
