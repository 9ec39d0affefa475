import type { GeocodeResult } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { geocodeCache } from '../../../db/schema/index.js';

/** The only code that touches geocode_cache: what the geocoder found for an address, by normalised text. */
export class GeocodeCacheRepository {
  constructor(private readonly db: DbOrTx) {}

  async find(addressKey: string): Promise<GeocodeResult | null> {
    const [row] = await this.db
      .select()
      .from(geocodeCache)
      .where(eq(geocodeCache.addressKey, addressKey))
      .limit(1);
    if (!row?.found || row.latitude === null || row.longitude === null) return null;
    return {
      found: true,
      coordinates: { lat: row.latitude, lng: row.longitude },
      formattedAddress: row.formattedAddress,
      approximate: row.approximate,
    };
  }

  /** Keeps a found place (a miss is not kept: the address may be found once the geocoder knows it). */
  async save(addressKey: string, result: GeocodeResult, now: Date): Promise<void> {
    if (!result.found || !result.coordinates) return;
    const values = {
      found: true,
      latitude: result.coordinates.lat,
      longitude: result.coordinates.lng,
      formattedAddress: result.formattedAddress,
      approximate: result.approximate,
      updatedAt: now,
    };
    await this.db
      .insert(geocodeCache)
      .values({ addressKey, ...values })
      .onConflictDoUpdate({ target: geocodeCache.addressKey, set: values });
  }
}
