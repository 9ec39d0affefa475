import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { storableString } from '../common/storable-string.js';

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
