import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { storableString } from '../common/storable-string.js';
import { inEnglish, type Translate } from '../common/translate.js';

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
export const coordinatesNotFoundMessage = (a: GeocodableAddress, translate: Translate = inEnglish): string =>
  translate('Could not find coordinates for: {address}', { address: addressText(a) });

export const geocodeRequestSchema = z.object({
  street: storableString().trim().max(200).optional().default(''),
  area: storableString().trim().max(120).optional().default(''),
  city: storableString().trim().min(1, 'City is required').max(80),
  state: storableString().trim().min(1, 'State is required').max(80),
  zipCode: storableString().trim().max(12).optional().default(''),
});
export type GeocodeRequest = z.input<typeof geocodeRequestSchema>;

export const geocodeResultSchema = z.object({
  found: z.boolean(),
  coordinates: coordinatesSchema.nullable(),
  formattedAddress: z.string(),
  /** Whether only the city and state could be placed (the fallback of PRODUCT.md §7). */
  approximate: z.boolean(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
