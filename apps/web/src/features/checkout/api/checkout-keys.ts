/**
 * The one place the checkout feature's query keys are written. The acceptance estimate is a shop's queue,
 * not one of the customer's orders: it has its own prefix, so the refetch of every order query that each
 * socket connection makes (the orders snapshot) does not ask for it again a moment after the checkout
 * has; it is polled every 30 seconds on its own.
 */
export const checkoutKeys = {
  acceptanceTime: (shopId: string) => ['acceptance-time', shopId] as const,
  geocode: (addressText: string) => ['geocode', addressText] as const,
  /** Issue 43: a checkout's hold, asked after on the way back from the payment page. */
  payment: (paymentId: string) => ['checkout-payment', paymentId] as const,
  /** Issue 45: a shop's delivery slots of one day (to a place, for the "as soon as possible" estimate). */
  slots: (shopId: string, date: string, lat: number | null, lng: number | null) =>
    ['delivery-slots', shopId, date, lat, lng] as const,
};
