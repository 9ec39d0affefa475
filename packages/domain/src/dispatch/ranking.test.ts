import { describe, expect, it } from 'vitest';
import { batchDetourKm, canBatch, rankRiders, rankShoppers } from './ranking.js';

const shop = { lat: 12.97, lng: 77.59 };
const north = (km: number) => ({ lat: shop.lat + km / 111, lng: shop.lng });
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 3, minutes));

describe('who is offered an order', () => {
  it('ranks shoppers by fewest active orders, then nearest, then longest idle', () => {
    const base = { distanceKm: 0, idleSince: at(0) };
    const ranked = rankShoppers([
      { userId: 'busy', ...base, activeOrders: 1 },
      { userId: 'far', ...base, activeOrders: 0, distanceKm: 2 },
      { userId: 'unknown', ...base, activeOrders: 0, distanceKm: null },
      { userId: 'fresh', ...base, activeOrders: 0, idleSince: at(5) },
      { userId: 'idle', ...base, activeOrders: 0 },
    ]);
    expect(ranked.map((c) => c.userId)).toEqual(['idle', 'fresh', 'far', 'unknown', 'busy']);
  });

  it('ranks riders who can batch first, then by distance from the shop, then load', () => {
    const base = { idleSince: at(0), batchWith: null };
    const ranked = rankRiders([
      { userId: 'near', ...base, activeOrders: 0, distanceKm: 0.5 },
      { userId: 'batch', ...base, activeOrders: 1, distanceKm: 3, batchWith: 'order-1' },
      { userId: 'far', ...base, activeOrders: 0, distanceKm: 2 },
    ]);
    expect(ranked.map((c) => c.userId)).toEqual(['batch', 'near', 'far']);
  });
});

describe('batching two orders to one rider', () => {
  const held = { shopId: 's', destination: north(2), readyAt: at(0), leftShop: false };
  const next = { shopId: 's', destination: north(2.5), readyAt: at(4) };

  it('measures the detour of carrying both against the longer trip alone', () => {
    expect(batchDetourKm(shop, north(2), north(2.5))).toBeCloseTo(0, 5);
    expect(batchDetourKm(shop, north(2), north(-2))).toBeCloseTo(4, 1);
  });

  it('batches the same shop, the same way, within minutes, before the rider left', () => {
    expect(canBatch({ shopId: 's', shop, held, next })).toBe(true);
    expect(canBatch({ shopId: 's', shop, held, next: { ...next, destination: north(-2) } })).toBe(false);
    expect(canBatch({ shopId: 's', shop, held, next: { ...next, readyAt: at(11) } })).toBe(false);
    expect(canBatch({ shopId: 's', shop, held: { ...held, shopId: 't' }, next })).toBe(false);
    expect(canBatch({ shopId: 's', shop, held: { ...held, leftShop: true }, next })).toBe(false);
    expect(canBatch({ shopId: 's', shop, held: { ...held, destination: null }, next })).toBe(false);
  });
});
