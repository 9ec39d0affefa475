import {
  amountDueAtDoor,
  type DeliveryAddress,
  isOutForDelivery,
  type Order,
  type OrderPayment,
  type OrderStatus,
  type SavedPick,
  slotEndOf,
  type UpiPayee,
  type UserRole,
  upiPayUrl,
} from '@jhola/domain';
import type { OrderItemRow, OrderRow, OrderTimelineRow } from '../../../db/rows.js';
import { rememberNoteText } from '../../../i18n/request-language.js';
import type { PaymentRow } from './payment-repository.js';
import { doorMethodOf, orderPaymentMethod, paymentStateOf } from './payment-state.js';
import { type NamedProducts, replacedWithOf, replacementChoiceOf } from './replacement-mapper.js';

/** Read by other modules with the order's record. */
export type { OrderItemRow, OrderRow, OrderTimelineRow };

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
  rating?: {
    shopRating: number;
    shopperRating: number;
    riderRating: number | null;
    comment: string;
    createdAt: Date;
  } | null;
  /** The products named by the items' "This instead" preferences (PRODUCT.md §12). */
  namedProducts?: NamedProducts;
  /** Who recorded the payment at the door (issue 28). */
  paymentCollector?: { id: string; name: string } | null;
  /** Issue 43: the order's gateway entries (hold, capture, refunds, door QR, tips); absent on a new order. */
  payments?: PaymentRow[];
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

/** Issue 29: the shopper's saved tick on an item (rows from before it have none). */
const savedPickOf = (item: OrderItemRow): SavedPick | null =>
  item.pickState && item.pickedAt
    ? {
        state: item.pickState,
        quantity: item.pickQuantity ?? null,
        price: item.pickPrice ?? null,
        pickedAt: item.pickedAt.toISOString(),
      }
    : null;

const CANCELLERS = ['customer', 'shopper', 'admin'] as const;
const asCanceller = (value: string | null): Order['cancelledBy'] =>
  CANCELLERS.find((c) => c === value) ?? null;

/**
 * The domain `Order` as the API answers it. The delivery code (deliveryOTP) is only ever included for
 * the order's own customer while the order is out for delivery; everyone else gets null.
 */
/** `payee`: the business's UPI ID for the "Pay by UPI" link; null where no one pays (the CLI's view). */
export function toOrder(record: OrderRecord, viewer: OrderViewer, payee: UpiPayee | null): Order {
  const { row } = record;
  const bill = billOf(row);
  const showOtp =
    viewer !== null &&
    viewer.userId === row.customerId &&
    isOutForDelivery(row.status) &&
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
    slot: row.slotStart
      ? { start: row.slotStart.toISOString(), end: slotEndOf(row.slotStart).toISOString() }
      : null,
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
        isCustom: item.isCustom,
        itemId: item.id,
        pick: savedPickOf(item),
      })),
    orderValue: { subtotal: row.subtotal, deliveryFee: row.deliveryFee, taxes: row.taxes, total: row.total },
    revisedOrderValue: row.revisedOrderValue ?? null,
    deliveryFee: row.deliveryFee,
    // Issue 45: an order placed before fee lines charged its one delivery fee.
    fees: row.fees.length > 0 ? row.fees : [{ kind: 'delivery', amount: row.deliveryFee }],
    total: row.revisedOrderValue?.total ?? row.total,
    deliveryAddress: deliveryAddress(row.deliveryAddress),
    paymentMethod: orderPaymentMethod(row.paymentMethod),
    paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'pending',
    creditUsed: row.creditUsed,
    payment: paymentOf(record),
    paymentState: paymentStateOf(row, record.payments ?? []),
    // Issue 28: from out for delivery, the UPI link of the amount due at the door.
    upiPayUrl:
      // An order paid online owes nothing at the door unless its bill went above the hold (the door QR).
      payee && isOutForDelivery(row.status) && row.paymentMethod !== 'online'
        ? upiPayUrl(
            payee,
            amountDueAtDoor({
              total: row.revisedOrderValue?.total ?? row.total,
              deliveryFee: row.deliveryFee,
              bill,
              creditUsed: row.creditUsed,
            }),
            row.orderNumber,
          )
        : null,
    bill,
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
    // Until when five wrong codes locked it (issue 30: the board flags it, an admin may unlock it).
    deliveryCodeLockedUntil: iso(row.otpLockedUntil),
    rating: record.rating ? { ...record.rating, createdAt: record.rating.createdAt.toISOString() } : null,
    // PRODUCT.md §13: the choice made at checkout, the wait it applies to, and when the current one ends.
    ifNoAnswer: row.ifNoAnswer,
    responseMinutes: row.responseMinutes,
    answerDeadline: iso(row.answerDeadline),
  };
}

function billOf(row: OrderRow): Order['bill'] {
  if (row.billAmount === null || row.billImagePath === null) return null;
  return {
    amount: row.billAmount,
    imageUrl: billImageUrl(row.id),
    uploadedAt: iso(row.billUploadedAt) ?? row.updatedAt.toISOString(),
  };
}

/** What the delivery person recorded at handover; null before (and for orders delivered before issue 28). */
function paymentOf({ row, paymentCollector }: OrderRecord): OrderPayment | null {
  if (row.paymentAmount === null || row.paymentCollectedAt === null || !paymentCollector) return null;
  // Issue 43: an order paid online in full had nothing collected at the door.
  if (row.paymentMethod === 'online' && row.paymentAmount === 0) return null;
  return {
    method: doorMethodOf(row.paymentMethod, row.paymentReference),
    amount: row.paymentAmount,
    reference: row.paymentReference,
    collectedAt: row.paymentCollectedAt.toISOString(),
    collectedBy: { _id: paymentCollector.id, name: paymentCollector.name },
  };
}
