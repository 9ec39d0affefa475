/** The one place the shops feature's query keys are written. */
export const shopKeys = {
  /** Every shop list (one entry per filter set). */
  lists: () => ['shops'] as const,
  list: (filters: { category: string; search: string; lat?: number; lng?: number; limit: number }) =>
    [...shopKeys.lists(), filters] as const,
  detail: (shopId: string) => ['shop', shopId] as const,
  /** The shop with its distance and delivery estimate to a place. */
  near: (shopId: string, lat: number, lng: number) => [...shopKeys.detail(shopId), 'near', lat, lng] as const,
  categories: () => ['shop-categories'] as const,
  products: (shopId: string) => ['shop-products', shopId] as const,
  productCategories: (shopId: string) => ['shop-product-categories', shopId] as const,
  /** Every page of one shop's catalogue (a prefix of productPages). */
  productPagesOf: (shopId: string) => ['shop-product-pages', shopId] as const,
  productPages: (shopId: string, query: { category: string; q: string; sort: string }) =>
    [...shopKeys.productPagesOf(shopId), query] as const,
  /** One product named by a link, with its family (get-linked-product.ts). */
  linkedProductsOf: (shopId: string) => ['shop-linked-product', shopId] as const,
  linkedProduct: (shopId: string, productId: string) =>
    [...shopKeys.linkedProductsOf(shopId), productId] as const,
  search: (query: { q: string; lat?: number; lng?: number }) => ['catalogue-search', query] as const,
};
