import { z } from 'zod';
import { coordinatesSchema } from '../common/address.js';
import { isInIndia } from '../common/geo.js';
import { deliveryAddressSchema } from '../orders/order.js';
import { createOrderAddressSchema } from '../orders/requests.js';

export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** How many addresses one account may keep: enough for every real life, a bound for the database. */
export const MAX_SAVED_ADDRESSES = 20;

export const SAVED_ADDRESS_MESSAGES = {
  labelInvalid: 'Choose Home, Work or Other',
  outsideIndia: 'The location must be in India',
  notFound: 'Address not found',
  tooMany: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  emptyPatch: 'Nothing to change',
} as const;

const M = SAVED_ADDRESS_MESSAGES;

const inIndiaCoordinates = coordinatesSchema.refine(isInIndia, M.outsideIndia);

/**
 * A saved address is checked by the checkout rules of an order's address (the same fields, messages and
 * normalisation), plus its label and whether it is the default; its location must be in India.
 */
export const savedAddressInputSchema = createOrderAddressSchema.omit({ formattedAddress: true }).extend({
  label: z.enum(ADDRESS_LABELS, { error: M.labelInvalid }).optional().default('Home'),
  isDefault: z.boolean().optional().default(false),
  coordinates: inIndiaCoordinates.nullable().optional().default(null),
});
export type SavedAddressInput = z.output<typeof savedAddressInputSchema>;

const optionalText = z.string().max(500).optional();

/**
 * PATCH body: any of the fields. The server lays it over the stored address and checks the result with
 * `savedAddressInputSchema`, so a partial change obeys exactly the rules of a new address.
 */
export const savedAddressPatchSchema = z
  .object({
    label: z.enum(ADDRESS_LABELS, { error: M.labelInvalid }).optional(),
    isDefault: z.boolean().optional(),
    street: optionalText,
    area: optionalText,
    landmark: optionalText,
    city: optionalText,
    state: optionalText,
    zipCode: optionalText,
    coordinates: inIndiaCoordinates.nullable().optional(),
    instructions: optionalText,
    contactName: optionalText,
    contactPhone: optionalText,
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), M.emptyPatch);
export type SavedAddressPatch = z.infer<typeof savedAddressPatchSchema>;

/** A saved address as answered: an order's delivery address without the geocoder's text, plus its label. */
export const savedAddressSchema = deliveryAddressSchema.omit({ formattedAddress: true }).extend({
  _id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
