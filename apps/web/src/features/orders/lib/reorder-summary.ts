import type { ReorderPlan } from '@jhola/domain';
import { formatINR } from '../../../lib/format';

/** What "Order again" tells the customer, one sentence per kind of difference. */
export function reorderSummary(plan: ReorderPlan): string[] {
  const lines: string[] = [];
  const count = plan.add.reduce((sum, a) => sum + a.quantity, 0);
  lines.push(
    count > 0
      ? `Added ${count} ${count === 1 ? 'item' : 'items'} to your cart at today's prices.`
      : 'Nothing from this order can be bought today.',
  );
  if (plan.unavailable.length > 0) lines.push(`Out of stock: ${plan.unavailable.join(', ')}.`);
  for (const r of plan.reduced) lines.push(`${r.name}: only ${r.now} in stock (you had ${r.wanted}).`);
  for (const p of plan.priceChanged)
    lines.push(`${p.name}: now ${formatINR(p.now)} (was ${formatINR(p.was)}).`);
  return lines;
}
