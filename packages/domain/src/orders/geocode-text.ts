import { englishText, type Translate } from '../common/translate.js';

/*
 * The address texts of geocoding, apart from its request and result schemas (geocode.ts), so that the
 * checkout, which shows them, does not take the schema library along (decision 0053).
 */

export interface GeocodableAddress {
  street?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

const join = (parts: (string | null | undefined)[]): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');

/** The full address line sent to a geocoder (and shown in "Could not find coordinates for: …"). */
export const addressText = (a: GeocodableAddress): string =>
  join([a.street, a.area, a.city, a.state, a.zipCode, 'India']);

/** PRODUCT.md §7: the last try uses only city, state and India. */
export const cityStateText = (a: GeocodableAddress): string => join([a.city, a.state, 'India']);

/** PRODUCT.md §8 Checkout message when no coordinates were found. */
export const coordinatesNotFoundMessage = (
  a: GeocodableAddress,
  translate: Translate = englishText,
): string => translate('Could not find coordinates for: {address}', { address: addressText(a) });
