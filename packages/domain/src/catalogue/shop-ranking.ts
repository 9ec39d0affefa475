/** What the home-page order needs from a shop; the API sends orderCount, older data totalOrders (PRODUCT.md §3). */
export interface RankableShop {
  orderCount?: number | null;
  totalOrders?: number | null;
  isOpenNow?: boolean | null;
  productCount?: number | null;
}

const count = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const ordersOf = (shop: RankableShop): number => count(shop.orderCount ?? shop.totalOrders);

/**
 * PRODUCT.md §2 Home sorting: order count high first, then open shops first, then product count high first.
 * Stable (equal shops keep the server's order) and returns a new array.
 */
export function sortShopsForHome<S extends RankableShop>(shops: readonly S[]): S[] {
  return [...shops].sort(
    (a, b) =>
      ordersOf(b) - ordersOf(a) ||
      Number(b.isOpenNow === true) - Number(a.isOpenNow === true) ||
      count(b.productCount) - count(a.productCount),
  );
}
