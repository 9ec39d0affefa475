import {
  needsReplacementApproval,
  type OrderItem,
  originalLineTotal,
  originalPrice,
  originalQuantity,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { unitText } from '../../../lib/unit-text';
import { useOrdersT } from '../i18n';
import { ItemCard } from './item-card';

type ReplacedItem = Pick<
  OrderItem,
  | 'productId'
  | 'name'
  | 'price'
  | 'quantity'
  | 'unit'
  | 'shopperNotes'
  | 'replacedWith'
  | 'originalQuantity'
  | 'originalPrice'
>;

/**
 * PRODUCT.md §12: a not-available item the shopper replaced. The original is crossed out, the replacement
 * follows with its picture, price and quantity. `onRefuse` (only while the revision waits, and only for a
 * replacement the customer did not choose) offers "Refuse this replacement": it then reads as a removal.
 */
export function ReplacedItemCard({
  item,
  refused,
  onRefuse,
}: {
  item: ReplacedItem;
  refused: boolean;
  onRefuse?: (refused: boolean) => void;
}) {
  const t = useOrdersT();
  const f = useFormat();
  const replacement = item.replacedWith;
  if (!replacement) return null;
  const name = item.name?.trim() || t('orders.product');
  const yourChoice = !needsReplacementApproval(replacement);
  const badge = t(
    yourChoice
      ? 'orders.replaced.yourChoice'
      : refused
        ? 'orders.replaced.removed'
        : 'orders.replaced.replaced',
  );
  const badgeClass = yourChoice
    ? 'bg-green-100 text-green-900'
    : refused
      ? 'bg-stone-200 text-stone-900'
      : 'bg-amber-100 text-amber-900';
  const lineTotal = Math.round(replacement.quantity * replacement.price * 100) / 100;
  const toggleId = `refuse-${item.productId}`;
  return (
    <ItemCard
      name={name}
      badge={badge}
      badgeClassName={badgeClass}
      className={refused ? 'border-stone-300 bg-stone-50' : 'border-amber-300 bg-amber-50/40'}
      shopperNotes={item.shopperNotes}
    >
      <p className="mt-1 text-sm text-stone-600">
        <span className="sr-only">{t('orders.replaced.notAvailable')}</span>
        <del>
          {originalQuantity(item)} × {f.money(originalPrice(item))} = {f.money(originalLineTotal(item))}
        </del>
      </p>
      <div className="mt-2 flex items-start gap-3">
        <span aria-hidden="true" className="pt-3 text-lg leading-none text-stone-500">
          →
        </span>
        {replacement.imageUrl ? (
          <img
            src={replacement.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">
            <span className="sr-only">
              {t(refused ? 'orders.replaced.refusedPrefix' : 'orders.replaced.replacedPrefix')}
            </span>
            {refused ? <del>{replacement.name}</del> : replacement.name}
          </p>
          <p className="text-sm text-stone-700">
            {replacement.quantity} × {f.money(replacement.price)}
            {replacement.unit ? ` / ${unitText(replacement.unit)}` : ''}
          </p>
          <p className="text-sm font-semibold">
            {refused
              ? t('orders.replaced.payNothing')
              : t('orders.replaced.lineTotal', { amount: f.money(lineTotal) })}
          </p>
        </div>
      </div>
      {yourChoice ? (
        <p className="mt-2 text-sm text-green-900">{t('orders.replaced.chosenAtCheckout')}</p>
      ) : null}
      {onRefuse && !yourChoice ? (
        <label
          htmlFor={toggleId}
          className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 font-medium has-[:checked]:border-stone-700"
        >
          <input
            id={toggleId}
            type="checkbox"
            checked={refused}
            onChange={(event) => onRefuse(event.target.checked)}
            className="size-5 shrink-0 accent-stone-800"
          />
          {t('orders.replaced.refuse')}
        </label>
      ) : null}
    </ItemCard>
  );
}
