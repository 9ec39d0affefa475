import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAuthStore } from './auth-store';
import { tLib } from './i18n';

/**
 * The customer's saved addresses (GET /api/me/addresses). Shared by the "Delivering to" bar and the
 * checkout, so both read one cached list (one query key).
 */
export interface SavedAddress {
  _id: string;
  label: 'Home' | 'Work' | 'Other';
  isDefault: boolean;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  zipCode: string;
  coordinates: { lat: number; lng: number } | null;
  instructions: string;
  contactName: string;
  contactPhone: string;
}

export const SAVED_ADDRESSES_KEY = ['me', 'addresses'] as const;

export const getSavedAddresses = (signal?: AbortSignal) =>
  apiRequest<{ addresses?: SavedAddress[] } | null>('/me/addresses', { signal }).then((data) =>
    Array.isArray(data?.addresses) ? data.addresses : [],
  );

export const savedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_ADDRESSES_KEY,
    queryFn: ({ signal }) => getSavedAddresses(signal),
    staleTime: 5 * 60_000,
  });

/** The default address first, then the rest as the server lists them. */
export function useSavedAddresses() {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  return useQuery({
    ...savedAddressesQueryOptions(),
    enabled: signedIn,
    select: (list) => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
  });
}

const LABEL_KEYS = { Home: 'lib.addressHome', Work: 'lib.addressWork', Other: 'lib.addressOther' } as const;

/** An address's label (Home, Work, Other) in the language on screen; the stored value stays English. */
export const addressLabelName = (label: SavedAddress['label']): string =>
  LABEL_KEYS[label] ? tLib(LABEL_KEYS[label]) : label;

/** One line for a list: "Flat 7, Ranade Road, Dadar West, Mumbai 400028". */
export function addressLine(a: Pick<SavedAddress, 'street' | 'area' | 'city' | 'zipCode'>): string {
  const city = [a.city, a.zipCode].filter(Boolean).join(' ');
  return [a.street, a.area, city].filter(Boolean).join(', ');
}
