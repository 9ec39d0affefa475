import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiSession, apiLogin, DEMO } from './session';

/** The demo shop that is open around the clock and lets a customer ask after 1 minute. */
export const QUICK_SHOP_NAME = 'Apna Bazaar Kirana Stores';

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  inStock: boolean;
  stockQuantity: number;
  familyKey?: string | null;
}

/**
 * The products a visitor sees first on a shop's page, in the page's order: its own first page (the
 * endpoint and page size of apps/web get-product-page.ts, browsing in relevance: bestsellers first since
 * issue 47). A journey that adds by name picks from these, so the card is on the first screen; a new
 * customer sees the same order (nothing bought before), one who ordered sees what they ordered first.
 * Only products in stock and sold in one size: the shop page shows each pack-size family as one card
 * (issue 12), so a journey that adds by name needs a product that has its own card.
 */
export async function firstPageProducts(request: APIRequestContext, shopId: string): Promise<ApiProduct[]> {
  const res = await request.get(`/api/shops/${shopId}/products?limit=48&sort=relevance`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data.products as ApiProduct[]).filter(
    (p) => p.inStock && p.stockQuantity > 0 && !p.familyKey,
  );
}

export async function quickShop(
  request: APIRequestContext,
): Promise<{ _id: string; deliveryFee: number; products: ApiProduct[] }> {
  const res = await request.get(`/api/shops?search=${encodeURIComponent('Apna Bazaar')}&limit=10`);
  const shops = (await res.json()).data.shops as { _id: string; name: string; deliveryFee: number }[];
  const shop = shops.find((s) => s.name === QUICK_SHOP_NAME);
  expect(shop, 'the quick-inquiry demo shop is seeded').toBeTruthy();
  const products = await firstPageProducts(request, shop!._id);
  return { ...shop!, products: products.filter((p) => p.stockQuantity > 5) };
}

/**
 * A journey that orders named demo products needs them orderable. Other journeys, running beside it on
 * the same demo shop, mark products "not available" to test replacements; since issue 46 enough such
 * reports in a day hide a product from new carts until someone answers. This answers as the shop's
 * people would ("it is there", the suggestion's one tap, as the demo admin) for those hidden; a product
 * in stock is left as it is.
 */
export async function keepOrderable(
  request: APIRequestContext,
  admin: ApiSession,
  products: readonly ApiProduct[],
): Promise<void> {
  for (const product of products.filter((p) => !p.inStock)) {
    const res = await request.post(`/api/merchant/suggestions/${product._id}`, {
      headers: admin.headers,
      data: { outOfStock: false },
    });
    expect(res.status(), `${product.name} back in carts: ${await res.text()}`).toBe(200);
  }
}

/** Places an order through the API, as the checkout does (for journeys whose subject is what follows). */
export async function placeOrderByApi(
  request: APIRequestContext,
  customer: ApiSession,
  shopId: string,
  items: { productId: string; quantity: number; replacement?: { mode: string; productId?: string } }[],
): Promise<{ _id: string; orderNumber: string }> {
  const res = await request.post('/api/orders', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      shopId,
      items,
      deliveryAddress: {
        street: '14 Ranade Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400028',
        contactName: 'Asha Verma',
        contactPhone: '+91 9876501234',
      },
      paymentMethod: 'cash',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order;
}

/** One staff API call that must succeed. */
export async function staff(
  request: APIRequestContext,
  shopper: ApiSession,
  method: 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<void> {
  const res = await request[method](`/api/shopper/orders/${path}`, { headers: shopper.headers, data });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBeLessThan(300);
}

/** A valid 40×60 PNG (a paper slip with lines): the bill photo the shopper uploads. */
export const BILL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAA8CAIAAACb22+3AAAAaklEQVR4nO3TsQ0AIAwDQQZj/3koERUtoiePbEfpr7C+rTnO78/ugtovcNkHDlwGYzlhsN/GgfVhLCcM9ts4sD6M5YTBfhsH1oexnDDYb+PA+jCWEwb7bRxYH8ZywmC/jQPrw1hOGKy/8QYNYfHLupLhlQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo shop with the most products (5,482): the long list a customer scrolls far down. */
export async function biggestShopId(request: APIRequestContext): Promise<string> {
  const shops = (await (await request.get('/api/shops?limit=100')).json()).data.shops as {
    _id: string;
    productCount: number;
  }[];
  return [...shops].sort((a, b) => b.productCount - a.productCount)[0]!._id;
}

/** Moves an order through acceptance and shopping to the point where its bill comes next. */
export async function walkToFinalShopping(
  request: APIRequestContext,
  shopper: ApiSession,
  orderId: string,
): Promise<void> {
  await staff(request, shopper, 'post', `${orderId}/accept`);
  for (const status of ['shopper_at_shop', 'shopping_in_progress', 'final_shopping']) {
    await staff(request, shopper, 'put', `${orderId}/status`, { status });
  }
}

/**
 * A one-item order of `customer`'s from the quick shop, billed, approved and now out for delivery with
 * the demo delivery person, who carries it.
 */
export async function orderOnItsWay(request: APIRequestContext, customer: ApiSession) {
  const shopper = await apiLogin(request, DEMO.shopper);
  const rider = await apiLogin(request, DEMO.delivery);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  await walkToFinalShopping(request, shopper, order._id);
  const billed = await request.post(`/api/shopper/orders/${order._id}/bill`, {
    headers: shopper.headers,
    multipart: {
      amount: String(shop.products[0]!.price),
      bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG },
    },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  const approve = await request.put(`/api/orders/${order._id}/approve-bill`, { headers: customer.headers });
  expect(approve.status(), await approve.text()).toBe(200);
  await staff(request, rider, 'post', `${order._id}/accept-delivery`);
  await staff(request, rider, 'put', `${order._id}/status`, { status: 'out_for_delivery' });
  return { order, rider, shopper };
}

/** Delivers `orderId` with the code its customer reads on their order. */
export async function deliverWithCode(
  request: APIRequestContext,
  customer: ApiSession,
  rider: ApiSession,
  orderId: string,
): Promise<void> {
  const mine = await request.get(`/api/orders/${orderId}`, { headers: customer.headers });
  const otp = (await mine.json()).data.order.deliveryOTP as string;
  await staff(request, rider, 'post', `${orderId}/deliver`, { otp });
}
