import { isCancelled, type Order, TIP_WINDOW_MS } from '@jhola/domain';
import { useFormat, useNow } from '@jhola/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAddTip } from '../api/add-tip';
import { useOrdersT } from '../i18n';
import { Panel } from './panel';

const TIPS = [20, 30, 50] as const;

/**
 * Issue 43: a tip for the shopper and the delivery person, from placing the order until 24 hours after
 * delivery; none is chosen until the customer picks one. Paid online on the gateway's page.
 */
export function TipCard({ order }: { order: Order }) {
  const t = useOrdersT();
  const f = useFormat();
  const now = useNow(60_000);
  const [amount, setAmount] = useState<number | null>(null);
  const addTip = useAddTip(order._id);
  const tips = order.paymentState?.tips ?? 0;
  const late = order.deliveredAt !== null && now - Date.parse(order.deliveredAt) > TIP_WINDOW_MS;
  if (isCancelled(order.status) || late) return null;
  return (
    <Panel title={t('orders.tip.title')}>
      {tips > 0 ? (
        <p className="font-semibold text-green-800" data-testid="tip-given">
          {t('orders.tip.given', { amount: f.money(tips) })}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm text-stone-700">{t('orders.tip.explain')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TIPS.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3"
            >
              <input
                type="radio"
                name="tip"
                value={value}
                checked={amount === value}
                onChange={() => setAmount(value)}
              />
              {f.money(value)}
            </label>
          ))}
        </div>
      </fieldset>
      {addTip.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('orders.tip.failed')}
        </p>
      ) : null}
      <Button
        className="mt-3 min-h-11"
        disabled={amount === null}
        busy={addTip.isPending}
        busyLabel={t('orders.tip.paying')}
        onClick={() => amount !== null && addTip.mutate(amount)}
      >
        {amount === null ? t('orders.tip.choose') : t('orders.tip.pay', { amount: f.money(amount) })}
      </Button>
    </Panel>
  );
}
