import type { ProductFamilyReply } from '@jhola/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { CatalogueProduct } from './get-product-page';
import { shopKeys } from './shop-keys';

/** A product of the shop with its family's other sizes, cheapest first (404: not sold here). */
const getLinkedProduct = (shopId: string, productId: string, signal?: AbortSignal) =>
  apiRequest<ProductFamilyReply>(
    `/shops/${encodeURIComponent(shopId)}/products/${encodeURIComponent(productId)}`,
    { signal },
  ).then((reply): CatalogueProduct[] => (Array.isArray(reply?.products) ? reply.products : []));

/**
 * A product named by a link (?product=) that the pages loaded so far do not hold (issue 47): asked for on
 * its own, only while `wanted`.
 */
export const useLinkedProduct = (shopId: string, productId: string | null, wanted: boolean) =>
  useQuery({
    queryKey: shopKeys.linkedProduct(shopId, productId ?? ''),
    queryFn: ({ signal }) => getLinkedProduct(shopId, productId ?? '', signal),
    enabled: wanted && Boolean(productId),
    staleTime: 60_000,
  });

/** Why a linked product cannot be shown: the shop does not sell it (404), or it could not be asked for. */
export const linkedProductFailure = (error: unknown): 'notSold' | 'failed' =>
  error instanceof ApiError && error.status === 404 ? 'notSold' : 'failed';
