import { z } from 'zod';

/** Messages of the place lookup ("Delivering to" bar) and the PIN rule shared with addresses. */
export const PLACE_MESSAGES = {
  queryRequired: 'Type an area, a city or a 6-digit PIN code',
  pinInvalid: 'A PIN code has 6 digits and does not start with 0',
  notFound: 'We could not find that place. Try a 6-digit PIN code or a nearby city.',
} as const;

/** An Indian PIN code: six digits, the first 1-9 (no postal zone starts with 0). */
export const isValidPin = (value: string): boolean => /^[1-9]\d{5}$/.test(value);

/** Whether the customer typed a PIN (digits only, so it must follow the PIN rule) rather than a name. */
export const looksLikePin = (value: string): boolean => /^\d+$/.test(value.replace(/\s+/g, ''));

export const placeLookupQuerySchema = z.object({
  q: z
    .string({ error: PLACE_MESSAGES.queryRequired })
    .trim()
    .min(2, PLACE_MESSAGES.queryRequired)
    .max(120)
    .refine((q) => !looksLikePin(q) || isValidPin(q.replace(/\s+/g, '')), PLACE_MESSAGES.pinInvalid),
});

/** A place the customer can deliver to: a PIN centroid, an area (post office) or a city. */
export const placeSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  pin: z.string().nullable(),
  city: z.string(),
  state: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
