import type { DeliveryPlace } from '../../../lib/place-store';
import { addressLabelName, type SavedAddress } from '../../../lib/saved-addresses';

/** A saved address as the delivery place; null when it has no coordinates (then it is looked up by PIN). */
export function placeFromAddress(address: SavedAddress): DeliveryPlace | null {
  if (!address.coordinates) return null;
  return {
    label: `${addressLabelName(address.label)}: ${[address.area || address.street, address.city].filter(Boolean).join(', ')}`,
    lat: address.coordinates.lat,
    lng: address.coordinates.lng,
    pin: address.zipCode || null,
    city: address.city,
    state: address.state,
    source: 'address',
    addressId: address._id,
  };
}
