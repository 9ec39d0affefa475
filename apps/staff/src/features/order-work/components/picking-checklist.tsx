import {
  awaitsReplacementChoice,
  isPickChanged,
  isPickingComplete,
  itemKey,
  type Order,
  type Pick,
  pickError,
  pickFromSaved,
  revisionFromPicks,
  savedPickFor,
} from '@jhola/domain';
import { Button, showToast } from '@jhola/ui';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useReviseOrder } from '../api/revise';
import { useSavePicks } from '../api/save-picks';
import { useSetStatus } from '../api/set-status';
import { tWork, useWorkT } from '../i18n';
import { PickRow } from './pick-row';
import { RevisionReview } from './revision-review';

/** The footer's one line: what is left before the shopper can go on. */
function progressLine(order: Order, picks: readonly Pick[], changed: boolean): string {
  const left = picks.filter((p) => p.state === 'unchecked').length;
  if (left > 0) return tWork('staffWork.itemsLeft', { count: left });
  const undecided = order.items.filter((_, i) => awaitsReplacementChoice(picks[i]!));
  if (undecided.length > 0)
    return tWork('staffWork.chooseReplacement', { names: undecided.map((i) => i.name).join(', ') });
  return changed ? tWork('staffWork.youChanged') : tWork('staffWork.everythingFound');
}

/**
 * Every item with its quantity, unit, price, the customer's note and replacement preference; the shopper
 * marks each Found, Not available (with what comes instead) or Changed. With no change the order goes
 * straight on; with changes the shopper checks them, then the customer decides.
 */
export function PickingChecklist({ order }: { order: Order }) {
  const t = useWorkT();
  // Issue 29: the ticks saved on the server come back after a reload or on a second device.
  const [picks, setPicks] = useState<Pick[]>(() => order.items.map(pickFromSaved));
  const [reviewing, setReviewing] = useState(false);
  const revise = useReviseOrder(order._id);
  const finish = useSetStatus(order._id);
  const save = useSavePicks(order._id);
  const lastSaved = useRef(new Map<string, string>());
  const update = (next: Pick) => {
    setPicks((all) => all.map((p) => (p.key === next.key ? next : p)));
    const item = order.items.find((i) => itemKey(i) === next.key);
    const saved = item ? savedPickFor(item, next) : null;
    // A note typed or the same tick again is not a new tick: only a change is sent.
    const key = saved ? JSON.stringify(saved) : null;
    if (!saved || !key || lastSaved.current.get(saved.itemId) === key) return;
    lastSaved.current.set(saved.itemId, key);
    save.mutate([saved], { onError: (e) => showToast(errorMessage(e), 'error') });
  };
  const changed = order.items.some((item, i) => isPickChanged(picks[i]!, item));
  const complete = isPickingComplete(picks);
  const invalid = picks.some((p) => pickError(p) !== null);
  const onError = (e: unknown) => showToast(errorMessage(e), 'error');

  return (
    <section aria-labelledby="picking-title" className="flex flex-col gap-3">
      <h2 id="picking-title" className="text-lg font-semibold">
        {t('staffWork.pickingTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {order.items.map((item, i) => (
          <PickRow
            key={itemKey(item)}
            shopId={order.shopId._id}
            orderId={order._id}
            item={item}
            pick={picks[i]!}
            onChange={update}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-col gap-2 rounded-xl bg-white p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]">
        <p className="text-sm text-stone-700" aria-live="polite">
          {progressLine(order, picks, changed)}
        </p>
        {changed ? (
          <Button disabled={!complete || invalid} onClick={() => setReviewing(true)}>
            {t('staffWork.reviewChanges')}
          </Button>
        ) : (
          <Button
            disabled={!complete}
            busy={finish.isPending}
            busyLabel={t('staffWork.saving')}
            onClick={() => finish.mutate('final_shopping', { onError })}
          >
            {t('staffWork.finishShopping')}
          </Button>
        )}
      </div>
      <RevisionReview
        order={order}
        picks={picks}
        open={reviewing && changed && complete}
        sending={revise.isPending}
        onClose={() => setReviewing(false)}
        onSend={() =>
          revise.mutate(revisionFromPicks(order.items, picks), {
            onError,
            onSuccess: () => setReviewing(false),
          })
        }
      />
    </section>
  );
}
