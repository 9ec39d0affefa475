import {
  type CartCustomItem,
  type CartItem,
  type CreateOrderRequest,
  type DefaultReplacementMode,
  type GeocodeResult,
  type IfNoAnswer,
  replacementPreferenceOf,
} from '@jhola/domain';
import type { CheckoutValues } from '../hooks/use-checkout-form';
import { typedAddress } from './address-values';

/** The POST /orders body; names and prices ride along for the record but the server prices from its catalogue. */
export function buildOrderRequest(
  shopId: string,
  items: readonly CartItem[],
  values: CheckoutValues,
  geocode: GeocodeResult | undefined,
  answers: {
    replacementDefault: DefaultReplacementMode;
    ifNoAnswer: IfNoAnswer;
    /** Issue 29: items the app does not list, priced later by the shopper. */
    customItems?: readonly CartCustomItem[];
    /** Issue 43: "online" holds the money through the gateway; at the door is cash (or UPI there). */
    paymentMethod?: 'online' | 'cash';
    /** Issue 44: Jhola credit pays first. */
    useCredit?: boolean;
    /** Issue 45: the delivery slot's start; null or absent for as soon as possible. */
    slot?: string | null;
  },
): CreateOrderRequest {
  return {
    shopId,
    items: [
      ...items.map((item) => ({
        productId: item._id,
        name: item.name,
        price: item.price,
        quantity: item.quantity,
        notes: item.notes ?? '',
        // PRODUCT.md §12: every item says what to do when the shop does not have it.
        replacement: replacementPreferenceOf(item, answers.replacementDefault),
      })),
      ...(answers.customItems ?? []).map((item) => ({
        customName: item.customName,
        quantity: item.quantity,
        notes: item.notes,
      })),
    ],
    deliveryAddress: orderAddress(values, geocode),
    paymentMethod: answers.paymentMethod ?? 'cash',
    ifNoAnswer: answers.ifNoAnswer,
    ...(answers.useCredit ? { useCredit: true } : {}),
    ...(answers.slot ? { slot: { start: answers.slot } } : {}),
  };
}

/** The address the order is delivered to, with where the map placed it: the order and its quote send it. */
export const orderAddress = (
  values: CheckoutValues,
  geocode: GeocodeResult | undefined,
): CreateOrderRequest['deliveryAddress'] => ({
  ...typedAddress(values),
  coordinates: geocode?.found ? geocode.coordinates : null,
  formattedAddress: geocode?.found ? geocode.formattedAddress : '',
});
