import { randomUUID } from 'node:crypto';
import {
  type CreateOrderInput,
  deliveryEstimateMinutes,
  distanceKm,
  type FeeRules,
  isId,
  orderSummary,
  outsideDeliveryArea,
  outsideDeliveryAreaMessage,
  shopStatusNow,
  slotEndOf,
  TIMELINE_NOTES,
} from '@jhola/domain';
import type { AuthContext, DeliveryLoad } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import type { OrderRecord } from '../core/order-mapper.js';
import { replacementProductOf } from '../core/replacement-mapper.js';
import { catalogueNote, noteColumns } from '../core/timeline-note.js';
import { feesFor, orderFeeLines, refuseBelowMinimum } from '../fees/order-fees.js';
import type { DeliveryLocation } from './delivery-location.js';
import type { PlacementRepository, ShopRow } from './placement-repository.js';
import { checkItems, closedShopMessage } from './placement-rules.js';
import { checkReplacements, namedReplacementIds } from './replacement-rules.js';

/**
 * The body of the placing transaction, after the Idempotency-Key is claimed: checks the shop is active,
 * delivers to the address (its radius; an address placed only by its PIN or city counts) and is open,
 * reads the products and checks every item against their stock, then reserves all of it in the
 * statement that writes the order with its items, first timeline entry and key, priced from the
 * catalogue, with each item's replacement preference (PRODUCT.md §12); that statement re-checks the stock
 * under its row locks, and a line it could not take (sold out meanwhile) rolls everything back with the
 * product's name. Returns the whole new order as written, so the caller need not read it back.
 */
export async function writeOrder(
  placement: PlacementRepository,
  input: {
    /** The shop row, read in the statement that claimed the key (null: no such shop). */
    shop: ShopRow | null;
    customer: AuthContext;
    body: CreateOrderInput;
    location: DeliveryLocation;
    idempotencyKey: string;
    now: Date;
    /** REVISION_RESPONSE_MINUTES: replaces the shop's response time (PRODUCT.md §13). */
    responseMinutes?: number | undefined;
    /** How busy shoppers are now: the order keeps the estimate it was placed with (issue 31). */
    load: DeliveryLoad;
    /** The shop's fee rules (null: it set none, its flat delivery fee applies). */
    feeRules: FeeRules | null;
    /** Issue 45: the booked slot's start (already booked under its lock); absent: as soon as possible. */
    slotStart?: Date | null;
  },
): Promise<OrderRecord> {
  const { shop, customer, body, location, now } = input;
  if (!shop) throw notFound('Shop not found');
  if (!shop.isActive) throw new AppError('CONFLICT', `${shop.name} is not taking orders right now`);
  const shopAt =
    shop.latitude !== null && shop.longitude !== null ? { lat: shop.latitude, lng: shop.longitude } : null;
  const tooFar = outsideDeliveryArea(
    { coordinates: shopAt, deliveryRadiusKm: shop.deliveryRadiusKm },
    location.coordinates,
  );
  if (tooFar) {
    const message = outsideDeliveryAreaMessage(shop.name, tooFar.distanceKm, tooFar.radiusKm);
    throw new AppError('OUTSIDE_DELIVERY_AREA', message, [{ field: 'deliveryAddress', message }]);
  }
  // A slot booked ahead needs the shop open in that hour (checked by the booking), not now.
  const open = shopStatusNow(shop, input.slotStart ?? now);
  if (!open.isOpen) throw new AppError('CONFLICT', closedShopMessage(shop.name, open));

  // Read, not locked: the statement that writes the order takes the stock only where it is still there.
  // The ordered products and the "This instead" ones come in one round trip; both checks look them up by id.
  const read = await placement.readProducts([
    ...new Set([
      ...body.items.flatMap((i) => (i.productId !== undefined && isId(i.productId) ? [i.productId] : [])),
      ...namedReplacementIds(body.items),
    ]),
  ]);
  const lines = checkItems(body.items, read, shop);
  const replacements = checkReplacements(body.items, lines, read, shop);
  const lineAt = new Map(lines.map((line) => [line.index, line]));
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  // Issue 29: the named items count apart until the shopper prices them and the customer approves.
  const { subtotal } = orderSummary(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    null,
  );
  // Issue 45: the fees the cart quote showed, from the same rules and place; below the minimum, refused.
  const summary = feesFor(shop, input.feeRules, subtotal, location.coordinates);
  refuseBelowMinimum(shop.name, summary);
  // The address not yet on the map counts as the edge of the shop's radius: a promise errs late.
  const etaMinutes = deliveryEstimateMinutes({
    distanceKm:
      shopAt && location.coordinates ? distanceKm(shopAt, location.coordinates) : shop.deliveryRadiusKm,
    pickingMinutes: shop.pickingMinutes,
    ...input.load,
  });
  const orderId = randomUUID();
  const written = await placement.insertPlacedOrder({
    order: {
      id: orderId,
      customerId: customer.userId,
      shopId: shop.id,
      status: 'pending_shopper',
      subtotal: summary.subtotal,
      deliveryFee: summary.feesTotal,
      fees: orderFeeLines(summary),
      taxes: summary.taxes,
      total: summary.total,
      taxRate: shop.hasTax ? shop.taxRate : 0,
      deliveryAddress: {
        ...body.deliveryAddress,
        coordinates: location.coordinates,
        formattedAddress: location.formattedAddress,
      },
      // Issue 43: an online order is written only once its hold is authorised; the door's stay cash.
      paymentMethod: body.paymentMethod === 'online' ? 'online' : 'cash',
      paymentStatus: 'pending',
      estimatedDeliveryTime: input.slotStart
        ? slotEndOf(input.slotStart)
        : new Date(now.getTime() + etaMinutes * 60_000),
      slotStart: input.slotStart ?? null,
      etaMinutes,
      ifNoAnswer: body.ifNoAnswer,
      responseMinutes: input.responseMinutes ?? shop.responseMinutes,
      createdAt: now,
      updatedAt: now,
    },
    items: body.items.map((item, position) => {
      const line = lineAt.get(position);
      const common = { id: randomUUID(), orderId, position, ...replacements[position] };
      return line
        ? {
            ...common,
            productId: line.product.id,
            name: line.product.name,
            unit: line.product.unit,
            price: line.product.price,
            quantity: line.quantity,
            notes: line.notes,
          }
        : {
            ...common,
            productId: null,
            isCustom: true,
            name: item.customName ?? '',
            unit: '',
            price: null,
            quantity: item.quantity,
            notes: item.notes,
          };
    }),
    timeline: {
      id: randomUUID(),
      orderId,
      status: 'pending_shopper',
      ...noteColumns(catalogueNote(TIMELINE_NOTES.placed)),
      actorId: customer.userId,
      actorRole: 'customer',
      actorName: customer.name,
      createdAt: now,
    },
    idempotency: { customerId: customer.userId, key: input.idempotencyKey },
    stock: [...wanted].map(([productId, quantity]) => ({ productId, quantity })),
  });
  const short = lines.find((l) => !written.reserved.includes(l.product.id));
  if (short) {
    // Another order took the last units between the read and the write: nothing of this one is kept.
    throw new AppError('CONFLICT', `Sorry, ${short.product.name} just sold out. Please update your cart.`);
  }
  return {
    row: written.row,
    items: written.items,
    timeline: written.timeline,
    shop: {
      id: shop.id,
      name: shop.name,
      inquiryAvailableTime: shop.inquiryAvailableTime,
      phone: shop.phone,
    },
    shopper: null,
    namedProducts: new Map(read.map((p) => [p.id, replacementProductOf(p)])),
  };
}
