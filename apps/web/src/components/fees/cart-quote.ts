import { type CartQuote, type CartQuoteRequest, isId } from '@jhola/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { feeKeys } from './fee-keys';

/** POST /cart/quote: the cart priced by the server, with each fee and what removes it (issue 45). */
export const getCartQuote = (body: CartQuoteRequest, signal?: AbortSignal) =>
  apiRequest<CartQuote>('/cart/quote', { method: 'POST', body, signal });

export const cartQuoteQueryOptions = (body: CartQuoteRequest) =>
  queryOptions({
    queryKey: feeKeys.quote(body),
    queryFn: ({ signal }) => getCartQuote(body, signal),
    enabled: isId(body.shopId) && body.items.length > 0,
    // A changed quantity keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export interface CartQuoteInput {
  shopId: string | undefined;
  items: readonly { _id: string; quantity: number }[];
  /** Where the cart is delivered: the chosen place. */
  place?: { lat: number; lng: number } | null;
  /** The checkout's address, placed by the server as the order will be. */
  deliveryAddress?: CartQuoteRequest['deliveryAddress'];
}

/** The quote of the cart as it stands: the cart and the checkout show its lines. */
export function useCartQuote(input: CartQuoteInput) {
  const body: CartQuoteRequest = {
    shopId: input.shopId ?? '',
    items: input.items
      .filter((item) => isId(item._id))
      .map((item) => ({ productId: item._id, quantity: item.quantity })),
    ...(input.deliveryAddress
      ? { deliveryAddress: input.deliveryAddress }
      : input.place
        ? { lat: input.place.lat, lng: input.place.lng }
        : {}),
  };
  return useQuery(cartQuoteQueryOptions(body));
}
