import { type CreateOrderInput, type GeocodeResult, isId, orderSummary, shopStatusNow } from '@jhola/domain';
import type { AuthContext } from '../../context.js';
import { AppError, notFound } from '../../http/errors.js';
import type { OrderRecord } from './order-mapper.js';
import { checkItems, closedShopMessage } from './placement-rules.js';
import type { OrderRepository } from './repository.js';

/** §9: the success page promises delivery in about 45 minutes. */
const ESTIMATED_DELIVERY_MS = 45 * 60 * 1000;

/**
 * The body of the placing transaction, after the Idempotency-Key is claimed: checks the shop is active
 * and open and every item is in it and in stock, reserves the stock, prices the order from the catalogue
 * and writes it with its items and first timeline entry. Returns the
 * whole new order as written, so the caller need not read it back.
 */
export async function writeOrder(
  repo: OrderRepository,
  input: { customer: AuthContext; body: CreateOrderInput; geo: GeocodeResult; now: Date },
): Promise<OrderRecord> {
  const { customer, body, geo, now } = input;
  const shop = await repo.findShop(body.shopId);
  if (!shop) throw notFound('Shop not found');
  if (!shop.isActive) throw new AppError('CONFLICT', `${shop.name} is not taking orders right now`);
  const open = shopStatusNow(shop, now);
  if (!open.isOpen) throw new AppError('CONFLICT', closedShopMessage(shop.name, open));

  const catalogue = await repo.findProducts([...new Set(body.items.map((i) => i.productId).filter(isId))]);
  const lines = checkItems(body.items, catalogue, shop);

  // Reserve in product-id order so that two orders never wait on each other's rows (no deadlock).
  const wanted = new Map<string, { quantity: number; name: string }>();
  for (const line of lines) {
    const entry = wanted.get(line.product.id) ?? { quantity: 0, name: line.product.name };
    entry.quantity += line.quantity;
    wanted.set(line.product.id, entry);
  }
  for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!(await repo.reserveStock(productId, quantity, now))) {
      throw new AppError('CONFLICT', `Sorry, ${name} just sold out. Please update your cart.`, [
        { field: 'items', message: `${name} is out of stock` },
      ]);
    }
  }

  const summary = orderSummary(
    lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    { deliveryFee: shop.deliveryFee, hasTax: shop.hasTax, taxRate: shop.taxRate },
  );
  const row = await repo.insertOrder({
    customerId: customer.userId,
    shopId: shop.id,
    status: 'pending_shopper',
    subtotal: summary.subtotal,
    deliveryFee: summary.deliveryFee,
    taxes: summary.taxes,
    total: summary.total,
    taxRate: shop.hasTax ? shop.taxRate : 0,
    deliveryAddress: {
      ...body.deliveryAddress,
      coordinates: geo.coordinates,
      formattedAddress: geo.found ? geo.formattedAddress : '',
    },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    estimatedDeliveryTime: new Date(now.getTime() + ESTIMATED_DELIVERY_MS),
    createdAt: now,
    updatedAt: now,
  });
  const items = await repo.insertItems(
    lines.map((line, position) => ({
      orderId: row.id,
      position,
      productId: line.product.id,
      name: line.product.name,
      unit: line.product.unit,
      price: line.product.price,
      quantity: line.quantity,
      notes: line.notes,
    })),
  );
  const placed = await repo.insertTimeline({
    orderId: row.id,
    status: 'pending_shopper',
    note: 'Order placed',
    actorId: customer.userId,
    actorRole: 'customer',
    actorName: customer.name,
    createdAt: now,
  });
  return {
    row,
    items,
    timeline: [placed],
    shop: {
      id: shop.id,
      name: shop.name,
      inquiryAvailableTime: shop.inquiryAvailableTime,
      phone: shop.phone,
    },
    shopper: null,
  };
}
