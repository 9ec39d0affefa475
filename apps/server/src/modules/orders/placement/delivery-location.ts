import {
  addressText,
  type Coordinates,
  type CreateOrderInput,
  type GeocodeResult,
  type Order,
} from '@jhola/domain';
import { appLocal } from '../../../app-locals.js';
import type { AppContext } from '../../../context.js';
import { geocoderFor, normaliseAddressKey, type ProviderFailureReport } from '../../geocoding/geocoder.js';
import { LruCache } from '../../geocoding/lru-cache.js';
import { placeAddressOffline } from '../../places/service.js';
import { toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { GeocodeCacheRepository } from './geocode-cache-repository.js';

type Address = CreateOrderInput['deliveryAddress'];

/** Where an order is delivered as known at placement, and how it was known. */
export interface DeliveryLocation {
  coordinates: Coordinates | null;
  formattedAddress: string;
  /**
   * client: sent by the customer's device; cache: geocoded before (database); offline: the centroid of
   * its PIN or city from the bundled data, refined by the geocoder after the order commits; none: unknown.
   */
  source: 'client' | 'cache' | 'offline' | 'none';
}

const HOUR = 60 * 60 * 1000;
/** An address not in the database cache is looked up there again after this long (another process may have geocoded it). */
const UNKNOWN_TTL_MS = 60 * 1000;
/** After the geocoder found nothing (or could not be reached), the same address waits this long before another try. */
const FAILED_TTL_MS = 5 * 60 * 1000;

/**
 * Geocoding off the order's path: placement reads only caches (memory, then the database) and the
 * offline PIN data; a new address is geocoded after the order commits and the order is updated, the
 * customer told through the usual order event. One geocoder call per address at a time.
 */
export class DeliveryLocator {
  private readonly known = new LruCache<GeocodeResult | 'unknown'>(10_000);
  private readonly failed = new LruCache<true>(10_000);
  private readonly inFlight = new Map<string, Promise<GeocodeResult | null>>();

  constructor(private readonly ctx: AppContext) {}

  async locate(address: Address): Promise<DeliveryLocation> {
    if (address.coordinates) {
      return {
        coordinates: address.coordinates,
        formattedAddress: address.formattedAddress,
        source: 'client',
      };
    }
    const cached = await this.cached(keyOf(address));
    if (cached?.coordinates) {
      return { coordinates: cached.coordinates, formattedAddress: cached.formattedAddress, source: 'cache' };
    }
    const place = await placeAddressOffline(address);
    return place
      ? { coordinates: { lat: place.lat, lng: place.lng }, formattedAddress: '', source: 'offline' }
      : { coordinates: null, formattedAddress: '', source: 'none' };
  }

  /**
   * After commit: geocodes the address (once for all orders waiting on it), keeps the answer in the
   * database and puts it on the order, then announces the order change. Never throws.
   */
  async refine(order: Order, address: Address, onFailure?: ProviderFailureReport): Promise<Order | null> {
    const key = keyOf(address);
    const now = this.ctx.now().getTime();
    if (this.failed.get(key, now)) return null;
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.geocode(key, address, onFailure);
      this.inFlight.set(key, job);
      void job.finally(() => this.inFlight.delete(key));
    }
    const result = await job;
    if (!result?.coordinates) return null;
    const repo = new OrderRepository(this.ctx.db);
    await repo.setDeliveryLocation(order._id, result.coordinates, result.formattedAddress, this.ctx.now());
    const record = await repo.loadFull(order._id);
    if (!record) return null;
    const updated = toOrder(record, { userId: order.customerId, role: 'customer' }, this.ctx.config.upi);
    this.ctx.events.emit('order.changed', {
      order: updated,
      action: 'geocoded',
      previousStatus: updated.status,
      actor: { id: null, role: 'system', name: 'Jhola' },
    });
    return updated;
  }

  private async cached(key: string): Promise<GeocodeResult | null> {
    const now = this.ctx.now().getTime();
    const inMemory = this.known.get(key, now);
    if (inMemory) return inMemory === 'unknown' ? null : inMemory;
    const stored = await new GeocodeCacheRepository(this.ctx.db).find(key);
    this.known.set(key, stored ?? 'unknown', stored ? 24 * HOUR : UNKNOWN_TTL_MS, now);
    return stored;
  }

  private async geocode(key: string, address: Address, onFailure?: ProviderFailureReport) {
    try {
      const result = await geocoderFor(this.ctx).geocode(address, onFailure);
      const now = this.ctx.now();
      if (!result.found) {
        this.failed.set(key, true, FAILED_TTL_MS, now.getTime());
        return null;
      }
      await new GeocodeCacheRepository(this.ctx.db).save(key, result, now);
      this.known.set(key, result, 24 * HOUR, now.getTime());
      return result;
    } catch {
      return null;
    }
  }
}

const keyOf = (address: Address): string => normaliseAddressKey(addressText(address));

/** The app's one locator (and so one cache of located addresses). */
export const deliveryLocatorFor = appLocal((ctx) => new DeliveryLocator(ctx));
