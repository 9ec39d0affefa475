import { needsRevisionReview, type OrderStatus, type ReplacedWith } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useWorkT } from '../i18n';
import { ProductThumb } from './product-thumb';

/** Whether to buy the replacement: the customer's answer (refused, kept) or that it is still awaited. */
function outcome(replacedWith: ReplacedWith, status: OrderStatus) {
  if (replacedWith.refused)
    return { text: 'staffWork.refusedByCustomer', tone: 'bg-red-50 text-red-800' } as const;
  if (needsRevisionReview(status) && !replacedWith.matchesPreference)
    return { text: 'staffWork.waitingForCustomer', tone: 'bg-amber-50 text-amber-900' } as const;
  if (replacedWith.matchesPreference)
    return { text: 'staffWork.customersOwnChoice', tone: 'bg-green-50 text-green-800' } as const;
  return { text: 'staffWork.keptByCustomer', tone: 'bg-green-50 text-green-800' } as const;
}

/** PRODUCT.md §12: what the shopper brings instead of a missing item, and what the customer said. */
export function ReplacementOutcome({
  replacedWith,
  status,
}: {
  replacedWith: ReplacedWith;
  status: OrderStatus;
}) {
  const t = useWorkT();
  const f = useFormat();
  const { text, tone } = outcome(replacedWith, status);
  return (
    <div className="flex w-full items-center gap-2 pt-1">
      <span aria-hidden="true">→</span>
      <ProductThumb src={replacedWith.imageUrl} size="sm" />
      <p className="min-w-0 flex-1">
        <span className={replacedWith.refused ? 'text-stone-500 line-through' : 'font-medium'}>
          {replacedWith.name} × {replacedWith.quantity} {replacedWith.unit}
        </span>{' '}
        <span className="text-sm text-stone-700">{f.money(replacedWith.price * replacedWith.quantity)}</span>
        <span className={`mt-1 block w-fit rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>
          {t(text)}
        </span>
      </p>
    </div>
  );
}
