import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test/order-fixture';
import { orderFeeLines } from './fee-lines';
import { orderBreakdown } from './format-order';

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('the order’s fee lines (issue 45)', () => {
  it('lists each fee the order was placed with, in its breakdown', () => {
    const order = orderFixture({
      fees: [
        { kind: 'delivery', amount: 20 },
        { kind: 'small_cart', amount: 15 },
      ],
    });
    expect(orderFeeLines(order).map((fee) => [fee.label, fee.amount])).toEqual([
      ['Delivery Fee', 20],
      ['Small Cart Fee', 15],
    ]);
    const rows = orderBreakdown(order).map((row) => [row.label, plain(row.amount)]);
    expect(rows).toContainEqual(['Small Cart Fee', '₹15.00']);
  });

  it('shows an order placed before fee lines with its one delivery fee', () => {
    const order = orderFixture({ fees: undefined, deliveryFee: 30 });
    expect(orderFeeLines(order)).toEqual([{ kind: 'delivery', amount: 30, label: 'Delivery Fee' }]);
  });
});
