import type { CartQuoteRequest } from '@jhola/domain';

/** The one place the cart quote's query keys are written (the cart and the checkout share them). */
export const feeKeys = {
  quotes: () => ['cart-quote'] as const,
  quote: (body: CartQuoteRequest) => [...feeKeys.quotes(), body] as const,
};
