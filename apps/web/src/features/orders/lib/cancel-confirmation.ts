import { tOrders } from '../i18n';

/** PRODUCT.md §5 Cancel: the browser confirmation shown before any cancellation, in the language on screen. */
export const cancelConfirmation = (): string => tOrders('orders.cancelConfirm');
