import {
  initialPick,
  isPickChanged,
  isPickingComplete,
  type Order,
  type Pick,
  pickError,
  revisionFromPicks,
} from '@jhola/domain';
import { Button, showToast } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useReviseOrder } from '../api/revise';
import { useSetStatus } from '../api/set-status';
import { PickRow } from './pick-row';

/**
 * Every item with its quantity, unit, price and the customer's note; the shopper marks each Found,
 * Not available or Changed. With no change the order goes straight on; with changes the customer decides.
 */
export function PickingChecklist({ order }: { order: Order }) {
  const [picks, setPicks] = useState<Pick[]>(() => order.items.map(initialPick));
  const revise = useReviseOrder(order._id);
  const finish = useSetStatus(order._id);
  const update = (next: Pick) =>
    setPicks((all) => all.map((p) => (p.productId === next.productId ? next : p)));
  const changed = order.items.some((item, i) => isPickChanged(picks[i]!, item));
  const complete = isPickingComplete(picks);
  const invalid = picks.some((p) => pickError(p) !== null);
  const left = picks.filter((p) => p.state === 'unchecked').length;
  const onError = (e: unknown) => showToast(errorMessage(e), 'error');

  return (
    <section aria-labelledby="picking-title" className="flex flex-col gap-3">
      <h2 id="picking-title" className="text-lg font-semibold">
        Picking list
      </h2>
      <ul className="flex flex-col gap-3">
        {order.items.map((item, i) => (
          <PickRow key={item.productId} item={item} pick={picks[i]!} onChange={update} />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-col gap-2 rounded-xl bg-white p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]">
        <p className="text-sm text-stone-700" aria-live="polite">
          {complete
            ? changed
              ? 'You changed some items.'
              : 'Everything found.'
            : `${left} items left to check`}
        </p>
        {changed ? (
          <Button
            disabled={!complete || invalid}
            busy={revise.isPending}
            busyLabel="Sending..."
            onClick={() => revise.mutate(revisionFromPicks(order.items, picks), { onError })}
          >
            Send changes to customer
          </Button>
        ) : (
          <Button
            disabled={!complete}
            busy={finish.isPending}
            busyLabel="Saving..."
            onClick={() => finish.mutate('final_shopping', { onError })}
          >
            Finish shopping
          </Button>
        )}
      </div>
    </section>
  );
}
