import {
  type CartItem,
  type CountryCode,
  type CreateOrderRequest,
  formatContactPhone,
  type GeocodeResult,
} from '@jhola/domain';
import type { CheckoutValues } from '../hooks/use-checkout-form';

/** The POST /orders body; names and prices ride along for the record but the server prices from its catalogue. */
export function buildOrderRequest(
  shopId: string,
  items: readonly CartItem[],
  values: CheckoutValues,
  geocode: GeocodeResult | undefined,
): CreateOrderRequest {
  return {
    shopId,
    items: items.map((item) => ({
      productId: item._id,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      notes: item.notes ?? '',
    })),
    deliveryAddress: {
      street: values.street.trim(),
      area: values.area.trim(),
      landmark: values.landmark.trim(),
      city: values.city.trim(),
      state: values.state,
      zipCode: values.zipCode.trim(),
      coordinates: geocode?.found ? geocode.coordinates : null,
      formattedAddress: geocode?.found ? geocode.formattedAddress : '',
      instructions: values.instructions.trim(),
      contactName: values.contactName.trim(),
      contactPhone: formatContactPhone(values.countryCode as CountryCode, values.contactPhone),
    },
    paymentMethod: 'cash',
  };
}
