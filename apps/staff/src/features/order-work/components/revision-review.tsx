import {
  isPickChanged,
  itemKey,
  type Order,
  type OrderItem,
  type Pick,
  previewRevisedValue,
  revisedItemsFromPicks,
} from '@jhola/domain';
import { Button, Dialog, useFormat } from '@jhola/ui';
import { useWorkT } from '../i18n';
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
  const t = useWorkT();
  const f = useFormat();
  const revised = revisedItemsFromPicks(order.items, picks);
  const changes = order.items.flatMap((original, i) =>
    isPickChanged(picks[i]!, original) ? [{ original, item: revised[i]! }] : [],
  );
  const value = previewRevisedValue(order, picks);
  return (
    <Dialog open={open} title={t('staffWork.checkChanges')} onClose={onClose}>
      <ul aria-label={t('staffWork.changes')} className="flex flex-col divide-y divide-stone-200">
        {changes.map(({ original, item }) => (
          <ChangeLine key={itemKey(item)} item={item} original={original} />
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-stone-300 pt-3">
        <dt className="text-stone-700">{t('staffWork.was')}</dt>
        <dd className="text-right text-stone-700">{f.money(order.orderValue.total)}</dd>
        <dt className="font-bold">{t('staffWork.newTotal')}</dt>
        <dd className="text-right font-bold">{f.money(value.total)}</dd>
      </dl>
      <p className="text-sm text-stone-700">
        {t(order.ifNoAnswer === 'cancel' ? 'staffWork.answerTimeCancel' : 'staffWork.answerTimeApprove', {
          minutes: minutesValue(order.responseMinutes),
        })}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('staffWork.back')}
        </Button>
        <Button busy={sending} busyLabel={t('staffWork.sending')} onClick={onSend}>
          {t('staffWork.sendToCustomer')}
        </Button>
      </div>
    </Dialog>
  );
}

/** As the domain's minutesLabel writes it: whole minutes, or two decimals (tests shorten the wait). */
const minutesValue = (minutes: number) => (Number.isInteger(minutes) ? minutes : Number(minutes.toFixed(2)));

function ChangeLine({ item, original }: { item: OrderItem; original: OrderItem }) {
  const t = useWorkT();
  const f = useFormat();
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
                {f.money(r.price * r.quantity)} ·{' '}
                {r.matchesPreference ? t('staffWork.ownChoiceLower') : t('staffWork.customerApproves')}
              </span>
            </span>
          </span>
        ) : (
          <span className="font-medium text-red-800">{t('staffWork.notAvailableRemoved')}</span>
        )}
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-1 py-2">
      <span className="font-medium break-words">{original.name}</span>
      <span className="text-sm text-stone-800">
        {original.price === null
          ? t('staffWork.pricedAt', {
              quantity: item.revisedQuantity ?? original.quantity,
              price: f.money(item.revisedPrice ?? 0),
            })
          : `${original.quantity} × ${f.money(original.price)} → ${item.revisedQuantity} × ${f.money(item.revisedPrice ?? 0)}`}
      </span>
    </li>
  );
}
