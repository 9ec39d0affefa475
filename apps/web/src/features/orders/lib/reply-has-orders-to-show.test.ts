import { ORDER_STATUSES, type Order } from '@jhola/domain';
import { describe, expect, it } from 'vitest';
import { hasOrdersToShow, ORDERS_TO_SHOW } from './orders-to-show';
import { replyHasOrdersToShow } from './reply-has-orders-to-show';

const NOW = Date.parse('2026-11-29T10:00:00Z');
const HOUR = 3_600_000;
const order = (status: string, updatedAgoMs: number) =>
  ({
    _id: `o-${status}-${updatedAgoMs}`,
    status,
    updatedAt: new Date(NOW - updatedAgoMs).toISOString(),
  }) as Order;

/**
 * The landing script asks replyHasOrdersToShow, of the raw reply, whether home will draw its orders
 * widget (and so whether to start the widget's code with the page): it must answer as the widget's own
 * rule does, for every status, fresh and a day old.
 */
describe('replyHasOrdersToShow', () => {
  const cases = ORDER_STATUSES.flatMap((status) => [order(status, HOUR), order(status, 25 * HOUR)]);
  it.each(cases.map((o) => [o.status, o.updatedAt, o] as const))('%s updated %s', (_s, _u, o) => {
    expect(replyHasOrdersToShow([o], NOW, ORDERS_TO_SHOW)).toBe(hasOrdersToShow([o], NOW));
    expect(replyHasOrdersToShow({ data: [o] }, NOW, ORDERS_TO_SHOW)).toBe(hasOrdersToShow([o], NOW));
  });

  it('answers for a list as the widget does, and no for no list', () => {
    const old = [order('delivered', HOUR), order('cancelled', 30 * HOUR)];
    expect(replyHasOrdersToShow(old, NOW, ORDERS_TO_SHOW)).toBe(false);
    expect(replyHasOrdersToShow([...old, order('out_for_delivery', HOUR)], NOW, ORDERS_TO_SHOW)).toBe(true);
    for (const data of [null, undefined, {}, 'x', { data: null }])
      expect(replyHasOrdersToShow(data, NOW, ORDERS_TO_SHOW)).toBe(false);
  });

  it('is written into the page as its source and its rule as JSON, so it stands on its own', () => {
    // Made again from its source alone (as the page runs it), with the rule through JSON, it answers the same.
    const fromSource = new Function(
      `return (${String(replyHasOrdersToShow)})`,
    )() as typeof replyHasOrdersToShow;
    const rule = JSON.parse(JSON.stringify(ORDERS_TO_SHOW));
    for (const o of cases) expect(fromSource([o], NOW, rule)).toBe(hasOrdersToShow([o], NOW));
  });
});
