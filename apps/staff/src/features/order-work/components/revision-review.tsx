import {
  IF_NO_ANSWER_LABELS,
  isPickChanged,
  minutesLabel,
  type Order,
  type OrderItem,
  type Pick,
  previewRevisedValue,
  revisedItemsFromPicks,
} from '@jhola/domain';
import { Button, Dialog } from '@jhola/ui';
import { formatINR } from '../../../lib/format';
import { ProductThumb } from './product-thumb';

/**
 * What the customer will be asked, checked before it is sent: each change (a replacement shown as the
 * original crossed out → what is brought instead) and the new total by the domain's revision arithmetic.
 * The server prices the replacements from its own catalogue, so its total is the binding one.
 */
export function RevisionReview({
  order,
  picks,
  open,
  sending,
  onClose,
  onSend,
}: {
  order: Order;
  picks: readonly Pick[];
  open: boolean;
  sending: boolean;
  onClose: () => void;
  onSend: () => void;
}) {
  const revised = revisedItemsFromPicks(order.items, picks);
  const changes = order.items.flatMap((original, i) =>
    isPickChanged(picks[i]!, original) ? [{ original, item: revised[i]! }] : [],
  );
  const value = previewRevisedValue(order, picks);
  return (
    <Dialog open={open} title="Check the changes" onClose={onClose}>
      <ul aria-label="Changes" className="flex flex-col divide-y divide-stone-200">
        {changes.map(({ original, item }) => (
          <ChangeLine key={item.productId} item={item} original={original} />
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-300 pt-3">
        <dt className="text-stone-700">Was</dt>
        <dd className="text-right text-stone-700">{formatINR(order.orderValue.total)}</dd>
        <dt className="font-bold">New total</dt>
        <dd className="text-right font-bold">{formatINR(value.total)}</dd>
      </dl>
      <p className="text-sm text-stone-700">
        The customer has {minutesLabel(order.responseMinutes)} to answer. If they don't:{' '}
        {IF_NO_ANSWER_LABELS[order.ifNoAnswer].toLowerCase()}.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
        <Button busy={sending} busyLabel="Sending..." onClick={onSend}>
          Send to customer
        </Button>
      </div>
    </Dialog>
  );
}

function ChangeLine({ item, original }: { item: OrderItem; original: OrderItem }) {
  const was = `${original.name} × ${original.quantity} ${original.unit}`;
  if (item.isAvailable === false) {
    const r = item.replacedWith;
    return (
      <li className="flex flex-col gap-1 py-2">
        <span className="text-stone-600 line-through">{was}</span>
        {r ? (
          <span className="flex items-center gap-2">
            <span aria-hidden="true">→</span>
            <ProductThumb src={r.imageUrl} size="sm" />
            <span className="min-w-0 flex-1 break-words">
              {r.name} × {r.quantity} {r.unit}
              <span className="block text-sm text-stone-700">
                {formatINR(r.price * r.quantity)} ·{' '}
                {r.matchesPreference ? "the customer's own choice" : 'the customer approves it'}
              </span>
            </span>
          </span>
        ) : (
          <span className="font-medium text-red-800">Not available: removed</span>
        )}
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1 py-2">
      <span className="font-medium break-words">{original.name}</span>
      <span className="text-sm text-stone-800">
        {original.quantity} × {formatINR(original.price)} → {item.revisedQuantity} ×{' '}
        {formatINR(item.revisedPrice ?? 0)}
      </span>
    </li>
  );
}
