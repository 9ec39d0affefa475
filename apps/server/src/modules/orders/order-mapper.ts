import type { DeliveryAddress, Order, OrderStatus, UserRole } from '@jhola/domain';
import type { orderItems, orders, orderTimeline } from '../../db/schema/index.js';
import { rememberNoteText } from '../../i18n/request-language.js';
import { type NamedProducts, replacedWithOf, replacementChoiceOf } from './replacement-mapper.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;

/** Everything needed to present one order: loaded by OrderRepository.loadFull / loadMany. */
export interface OrderRecord {
  row: OrderRow;
  items: OrderItemRow[];
  timeline: OrderTimelineRow[];
  shop: {
    id: string;
    name: string;
    inquiryAvailableTime: number;
    phone: string | null;
    lat?: number | null;
    lng?: number | null;
  };
  shopper: { id: string; name: string; phone: string } | null;
  deliveryPerson?: { id: string; name: string; phone: string } | null;
  rating?: { shopRating: number; shopperRating: number; comment: string; createdAt: Date } | null;
  /** The products named by the items' "This instead" preferences (PRODUCT.md §12). */
  namedProducts?: NamedProducts;
}

/** Who is looking at the order: decides whether secrets such as the delivery code are included. */
export type OrderViewer = { userId: string; role: UserRole } | null;

/** Same-origin path of the bill image; the lifecycle module serves it to the customer and staff only. */
export const billImageUrl = (orderId: string): string => `/api/orders/${orderId}/bill`;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The stored JSON address, with defaults for any field an older row may lack. */
function deliveryAddress(stored: Partial<DeliveryAddress> | null): DeliveryAddress {
  const a = stored ?? {};
  return {
    street: a.street ?? '',
    area: a.area ?? '',
    landmark: a.landmark ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zipCode: a.zipCode ?? '',
    coordinates: a.coordinates ?? null,
    formattedAddress: a.formattedAddress ?? '',
    instructions: a.instructions ?? '',
    contactName: a.contactName ?? '',
    contactPhone: a.contactPhone ?? '',
  };
}

const CANCELLERS = ['customer', 'shopper', 'admin'] as const;
const asCanceller = (value: string | null): Order['cancelledBy'] =>
  CANCELLERS.find((c) => c === value) ?? null;

/**
 * The domain `Order` as the API answers it. The delivery code (deliveryOTP) is only ever included for
 * the order's own customer while the order is out for delivery; everyone else gets null.
 */
export function toOrder(record: OrderRecord, viewer: OrderViewer): Order {
  const { row } = record;
  const showOtp =
    viewer !== null &&
    viewer.userId === row.customerId &&
    row.status === 'out_for_delivery' &&
    row.deliveryOtp !== null;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customerId: row.customerId,
    shopId: {
      _id: record.shop.id,
      name: record.shop.name,
      inquiryAvailableTime: record.shop.inquiryAvailableTime,
      phone: record.shop.phone,
      coordinates:
        typeof record.shop.lat === 'number' && typeof record.shop.lng === 'number'
          ? { lat: record.shop.lat, lng: record.shop.lng }
          : null,
    },
    personalShopperId: record.shopper
      ? { _id: record.shopper.id, name: record.shopper.name, phone: record.shopper.phone }
      : null,
    deliveryPerson: record.deliveryPerson
      ? {
          _id: record.deliveryPerson.id,
          name: record.deliveryPerson.name,
          phone: record.deliveryPerson.phone,
        }
      : null,
    estimatedDeliveryTime: iso(row.estimatedDeliveryTime),
    etaMinutes: row.etaMinutes,
    timeline: [...record.timeline]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((entry) => {
        const shown = {
          status: entry.status,
          timestamp: entry.createdAt.toISOString(),
          note: entry.note,
          updatedBy: entry.actorRole ? { role: entry.actorRole, name: entry.actorName ?? '' } : null,
        };
        // The reply renders the note in its reader's language (issue 19); `note` stays the English.
        if (entry.noteKey) rememberNoteText(shown, { key: entry.noteKey, params: entry.noteParams ?? {} });
        return shown;
      }),
    items: [...record.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        productId: item.productId,
        name: item.name,
        unit: item.unit,
        price: item.price,
        quantity: item.quantity,
        notes: item.notes,
        isAvailable: item.isAvailable,
        revisedQuantity: item.revisedQuantity,
        revisedPrice: item.revisedPrice,
        shopperNotes: item.shopperNotes,
        replacement: replacementChoiceOf(item, record.namedProducts),
        replacedWith: replacedWithOf(item),
        originalQuantity: item.originalQuantity ?? null,
        originalPrice: item.originalPrice ?? null,
      })),
    orderValue: { subtotal: row.subtotal, deliveryFee: row.deliveryFee, taxes: row.taxes, total: row.total },
    revisedOrderValue: row.revisedOrderValue ?? null,
    deliveryFee: row.deliveryFee,
    total: row.revisedOrderValue?.total ?? row.total,
    deliveryAddress: deliveryAddress(row.deliveryAddress),
    paymentMethod: 'cash',
    paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'pending',
    bill:
      row.billAmount !== null && row.billImagePath !== null
        ? {
            amount: row.billAmount,
            imageUrl: billImageUrl(row.id),
            uploadedAt: iso(row.billUploadedAt) ?? row.updatedAt.toISOString(),
          }
        : null,
    cancelledBy: asCanceller(row.cancelledBy),
    cancellationReason: row.cancellationReason,
    pickedUpAt: iso(row.pickedUpAt),
    deliveredAt: iso(row.deliveredAt),
    deliveryBoyLocation:
      row.deliveryLat !== null && row.deliveryLng !== null
        ? {
            lat: row.deliveryLat,
            lng: row.deliveryLng,
            updatedAt: (row.deliveryLocationAt ?? row.updatedAt).toISOString(),
          }
        : null,
    deliveryOTP: showOtp ? row.deliveryOtp : null,
    rating: record.rating ? { ...record.rating, createdAt: record.rating.createdAt.toISOString() } : null,
    // PRODUCT.md §13: the choice made at checkout, the wait it applies to, and when the current one ends.
    ifNoAnswer: row.ifNoAnswer,
    responseMinutes: row.responseMinutes,
    answerDeadline: iso(row.answerDeadline),
  };
}
