import { describe, expect, it } from 'vitest';
import { planReorder } from './reorder.js';

const today = [
  { _id: 'dal', name: 'Toor Dal', price: 130, inStock: true, stockQuantity: 50 },
  { _id: 'milk', name: 'Amul Milk', price: 30, inStock: false, stockQuantity: 0 },
  { _id: 'bread', name: 'Bread', price: 45, inStock: true, stockQuantity: 1 },
];

describe('planReorder', () => {
  it("takes today's prices, says what is out of stock, changed or fewer", () => {
    const plan = planReorder(
      [
        { productId: 'dal', name: 'Toor Dal', price: 120, quantity: 2 },
        { productId: 'milk', name: 'Amul Milk', price: 30, quantity: 1 },
        { productId: 'bread', name: 'Bread', price: 45, quantity: 3 },
        { productId: 'gone', name: 'Old Biscuits', price: 10, quantity: 1 },
      ],
      today,
    );
    expect(plan.add.map((a) => [a.product._id, a.product.price, a.quantity])).toEqual([
      ['dal', 130, 2],
      ['bread', 45, 1],
    ]);
    expect(plan.unavailable).toEqual(['Amul Milk', 'Old Biscuits']);
    expect(plan.priceChanged).toEqual([{ name: 'Toor Dal', was: 120, now: 130 }]);
    expect(plan.reduced).toEqual([{ name: 'Bread', wanted: 3, now: 1 }]);
  });
});
