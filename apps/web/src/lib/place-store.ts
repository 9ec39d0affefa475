import type { Place } from '@jhola/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Where the customer wants things delivered: chosen once (a saved address, the phone's location, or an
 * area / PIN typed in) and kept in this browser, so home, the shop pages and search all ask the server
 * about the same place. Storage key `deliveryPlace`.
 */
export interface DeliveryPlace extends Place {
  source: 'address' | 'device' | 'typed';
  /** The saved address it came from, so checkout can offer that address first. */
  addressId?: string;
}

interface PlaceState {
  place: DeliveryPlace | null;
  setPlace(place: DeliveryPlace): void;
  clearPlace(): void;
}

export const PLACE_STORAGE_KEY = 'deliveryPlace';

const isText = (v: unknown): v is string => typeof v === 'string';
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whatever is stored is checked field by field; anything unusable means "no place chosen". */
export function readPlace(value: unknown): DeliveryPlace | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  if (!isText(p.label) || !isCoordinate(p.lat) || !isCoordinate(p.lng)) return null;
  const source = p.source === 'address' || p.source === 'device' ? p.source : 'typed';
  return {
    label: p.label,
    lat: p.lat,
    lng: p.lng,
    pin: isText(p.pin) ? p.pin : null,
    city: isText(p.city) ? p.city : '',
    state: isText(p.state) ? p.state : '',
    source,
    ...(isText(p.addressId) ? { addressId: p.addressId } : {}),
  };
}

export const usePlaceStore = create<PlaceState>()(
  persist(
    (set) => ({
      place: null,
      setPlace: (place) => set({ place }),
      clearPlace: () => set({ place: null }),
    }),
    {
      name: PLACE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ place: s.place }),
      merge: (persisted, current) => ({
        ...current,
        place: readPlace((persisted as { place?: unknown } | null)?.place),
      }),
    },
  ),
);

export const useDeliveryPlace = (): DeliveryPlace | null => usePlaceStore((s) => s.place);

/**
 * The place as query parameters. Rounded to about 10 m: enough for a delivery radius, and nearby
 * choices share one cached answer.
 */
export function placeQuery(place: DeliveryPlace | null): { lat?: number; lng?: number } {
  if (!place) return {};
  return { lat: Math.round(place.lat * 1e4) / 1e4, lng: Math.round(place.lng * 1e4) / 1e4 };
}
