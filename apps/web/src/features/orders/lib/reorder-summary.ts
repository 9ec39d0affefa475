import type { ReorderPlan } from '@jhola/domain';
import { currentFormat } from '@jhola/ui';
import { tOrders } from '../i18n';

/** What "Order again" tells the customer, one sentence per kind of difference. */
export function reorderSummary(plan: ReorderPlan): string[] {
  const { money } = currentFormat();
  const lines: string[] = [];
  const count = plan.add.reduce((sum, a) => sum + a.quantity, 0);
  lines.push(count > 0 ? tOrders('orders.again.added', { count }) : tOrders('orders.again.nothing'));
  if (plan.unavailable.length > 0)
    lines.push(tOrders('orders.again.outOfStock', { names: plan.unavailable.join(', ') }));
  for (const r of plan.reduced)
    lines.push(tOrders('orders.again.reduced', { name: r.name, now: r.now, wanted: r.wanted }));
  for (const p of plan.priceChanged)
    lines.push(tOrders('orders.again.priceChanged', { name: p.name, now: money(p.now), was: money(p.was) }));
  return lines;
}
