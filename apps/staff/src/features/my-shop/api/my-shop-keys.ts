/** The one place the owner's screens' query keys are written (issue 46). */
export const myShopKeys = {
  all: ['my-shop'] as const,
  shops: () => [...myShopKeys.all, 'shops'] as const,
  products: (shopId: string, q: string) => [...myShopKeys.all, 'products', shopId, q] as const,
  productsOf: (shopId: string) => [...myShopKeys.all, 'products', shopId] as const,
  suggestions: () => [...myShopKeys.all, 'suggestions'] as const,
  orders: (shopId: string) => [...myShopKeys.all, 'orders', shopId] as const,
  statement: (shopId: string, from: string, to: string) =>
    [...myShopKeys.all, 'statement', shopId, from, to] as const,
};
