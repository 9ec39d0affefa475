import type { SavedAddress, SavedAddressInput } from '@jhola/domain';
import type { SavedAddressRow, SavedAddressValues } from './repository.js';

/** A row as the API answers it. */
export const toSavedAddress = (row: SavedAddressRow): SavedAddress => ({
  _id: row.id,
  label: row.label,
  isDefault: row.isDefault,
  street: row.street,
  area: row.area,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  coordinates:
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
  instructions: row.instructions,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
});

/** A validated address as the columns store it. */
export const toValues = (input: SavedAddressInput): SavedAddressValues => ({
  label: input.label,
  isDefault: input.isDefault,
  street: input.street,
  area: input.area,
  landmark: input.landmark,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  latitude: input.coordinates?.lat ?? null,
  longitude: input.coordinates?.lng ?? null,
  instructions: input.instructions,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
});
