/**
 * The one place the checkout feature's query keys are written. The estimate lives under the `orders`
 * prefix (as it always has), so invalidating every order query refreshes it too.
 */
export const checkoutKeys = {
  acceptanceTime: (shopId: string) => ['orders', 'acceptance-time', shopId] as const,
  geocode: (addressText: string) => ['geocode', addressText] as const,
};
