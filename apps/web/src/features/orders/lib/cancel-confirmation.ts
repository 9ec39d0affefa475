/** PRODUCT.md §5 Cancel: the browser confirmation shown before any cancellation. */
export const CANCEL_CONFIRMATION =
  'Are you sure you want to cancel this order? Your shopper will be notified.';
