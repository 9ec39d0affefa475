/** The one place the admin catalogue's query keys are written. */
export const adminCatalogueKeys = {
  /** Every admin query: a new photo may show in any admin screen. */
  everything: ['admin'] as const,
  shops: () => ['admin', 'shops'] as const,
  shopList: (q: string) => [...adminCatalogueKeys.shops(), q] as const,
  shop: (shopId: string) => ['admin', 'shop', shopId] as const,
  shopFees: (shopId: string) => ['admin', 'shop-fees', shopId] as const,
  products: () => ['admin', 'products'] as const,
  categoryNames: () => ['admin', 'category-names'] as const,
  productPage: (shopId: string, q: string, page: number) =>
    [...adminCatalogueKeys.products(), shopId, q, page] as const,
};
