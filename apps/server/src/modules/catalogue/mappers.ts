import {
  DEFAULT_RATING,
  isClosedToday,
  isPaused,
  kolkataDate,
  type Product,
  type Shop,
  shopStatusNow,
} from '@jhola/domain';
import type { ShopRow } from './repository.js';
import type { ShownProductRow } from './shown-product-sql.js';

/** A shop row as the PRODUCT.md §3 Shop the app reads, with its open/closed state at `now` (Asia/Kolkata). */
export function toShop(row: ShopRow, now: Date): Shop {
  const status = shopStatusNow(row, now);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    images: row.images,
    address: { street: row.street, city: row.city, state: row.state, zipCode: row.zipCode },
    coordinates:
      row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    deliveryRadiusKm: row.deliveryRadiusKm,
    phone: row.phone,
    rating: { average: row.ratingAverage ?? DEFAULT_RATING, count: row.ratingCount },
    deliveryFee: row.deliveryFee,
    productCount: row.productCount,
    isOpenNow: status.isOpen,
    statusText: status.text,
    orderCount: row.orderCount,
    operatingHours: row.operatingHours,
    hasTax: row.hasTax,
    taxRate: row.taxRate,
    inquiryAvailableTime: row.inquiryAvailableTime,
    responseMinutes: row.responseMinutes,
    isActive: row.isActive,
    closedToday: isClosedToday(row.closedOn, now),
    pause: isPaused(row, now)
      ? { reason: row.pauseReason, reopensAt: row.pausedUntil?.toISOString() ?? null }
      : null,
    holidays: row.holidays.filter((day) => day >= kolkataDate(now)),
  };
}

/** A product row as the PRODUCT.md §3 Product; `inStock` follows the stock so the two never disagree. */
export function toProduct(row: ShownProductRow): Product {
  return {
    _id: row.id,
    shopId: row.shopId,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price,
    originalPrice: row.originalPrice,
    images: row.images,
    stockQuantity: row.stockQuantity,
    unit: row.unit,
    inStock: row.stockQuantity > 0,
    tags: row.tags,
    aliases: row.aliases,
    familyKey: row.familyKey,
    packSize: row.packSize,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
