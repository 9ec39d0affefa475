import { apiRequest } from '../../../lib/api';

/** GET /admin/shops/:id/products/export: the shop's products as CSV text. */
export const exportProducts = (shopId: string) =>
  apiRequest<string>(`/admin/shops/${encodeURIComponent(shopId)}/products/export`, { asText: true });
