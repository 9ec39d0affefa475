import type { Product, Shop } from '@jhola/domain';
import { apiRequest } from '../../../lib/api-client';

/** Today's shop and products, read fresh (never from cache) for "Order again". */
export async function getReorderCatalogue(shopId: string): Promise<{ shop: Shop; products: Product[] }> {
  const id = encodeURIComponent(shopId);
  const [shopAnswer, productsAnswer] = await Promise.all([
    apiRequest<{ shop: Shop }>(`/shops/${id}`),
    apiRequest<{ products: Product[] }>(`/products/shop/${id}`),
  ]);
  return { shop: shopAnswer.shop, products: productsAnswer.products ?? [] };
}
