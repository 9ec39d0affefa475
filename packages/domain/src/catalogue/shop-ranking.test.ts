import { describe, expect, it } from 'vitest';
import { sortShopsForHome } from './shop-ranking.js';

describe('sortShopsForHome', () => {
  it('puts the most ordered shops first', () => {
    const shops = [
      { id: 'a', orderCount: 2, isOpenNow: true, productCount: 50 },
      { id: 'b', orderCount: 9, isOpenNow: false, productCount: 1 },
      { id: 'c', totalOrders: 5, isOpenNow: false, productCount: 1 },
    ];
    expect(sortShopsForHome(shops).map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });

  it('puts open shops first among equal order counts', () => {
    const shops = [
      { id: 'closed', orderCount: 3, isOpenNow: false, productCount: 900 },
      { id: 'open', orderCount: 3, isOpenNow: true, productCount: 1 },
    ];
    expect(sortShopsForHome(shops).map((s) => s.id)).toEqual(['open', 'closed']);
  });

  it('then prefers more products, and keeps the given order on full ties', () => {
    const shops = [
      { id: 'few', orderCount: 0, isOpenNow: true, productCount: 3 },
      { id: 'many', orderCount: 0, isOpenNow: true, productCount: 30 },
      { id: 'tie-1', orderCount: 0, isOpenNow: true, productCount: 3 },
    ];
    expect(sortShopsForHome(shops).map((s) => s.id)).toEqual(['many', 'few', 'tie-1']);
  });

  it('treats missing counts as 0 and does not change its input', () => {
    const shops = [{ id: 'x' }, { id: 'y', orderCount: 1 }];
    expect(sortShopsForHome(shops).map((s) => s.id)).toEqual(['y', 'x']);
    expect(shops.map((s) => s.id)).toEqual(['x', 'y']);
  });
});
