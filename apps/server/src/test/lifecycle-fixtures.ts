import { randomUUID } from 'node:crypto';
import type { Order } from '@jhola/domain';
import { createTestProduct, createTestShop } from './catalogue-fixtures.js';
import { GeocoderStandIn } from './geocoder-stand-in.js';
import { multipartBody } from './multipart.js';
import { createTestApp, type TestApp } from './test-app.js';
import { createTestUser, type TestUser } from './users.js';

/**
 * A small world for lifecycle tests: the real app (geocoding answered by the local stand-in), one open
 * shop with three products, a customer, two shoppers, a delivery person and an admin. Orders are placed
 * through POST /api/orders like the app does.
 */
export interface LifecycleWorld {
  t: TestApp;
  shop: Awaited<ReturnType<typeof createTestShop>>;
  products: Awaited<ReturnType<typeof createTestProduct>>[];
  customer: TestUser;
  otherCustomer: TestUser;
  shopper: TestUser;
  otherShopper: TestUser;
  delivery: TestUser;
  admin: TestUser;
  /** Places an order; its address carries coordinates (no geocoding after commit) unless one is given. */
  place(options?: {
    customer?: TestUser;
    quantities?: number[];
    deliveryAddress?: object;
    /** Another shop of this app and its products (the world's by default). */
    from?: { shop: { id: string }; products: { id: string }[] };
  }): Promise<Order>;
  /** Calls the API and returns status and parsed body. */
  call(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: ApiBody }>;
  close(): Promise<void>;
}

export interface ApiBody {
  success: boolean;
  message?: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on every field they use
  data?: any;
  errors?: { field: string; message: string }[];
}

/** The world's customer's address, with the phone's coordinates (no geocoding after commit). */
export const PLACED_ADDRESS = {
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  coordinates: { lat: 12.9716, lng: 77.5946 },
  contactName: 'Asha',
  contactPhone: '+91 9812345670',
};

export async function createLifecycleWorld(
  options: { env?: Record<string, string>; shop?: Parameters<typeof createTestShop>[1] } = {},
): Promise<LifecycleWorld> {
  const geocoder = await new GeocoderStandIn().start();
  const t = await createTestApp({
    env: { GEOCODER_NOMINATIM_URL: geocoder.nominatimUrl, ...options.env },
  });
  const shop = await createTestShop(t, { inquiryAvailableTime: 15, ...options.shop });
  const products = [
    await createTestProduct(t, shop.id, { name: 'Toor Dal', price: 120, unit: 'kg', stockQuantity: 10_000 }),
    await createTestProduct(t, shop.id, { name: 'Amul Milk', price: 30, unit: 'L', stockQuantity: 10_000 }),
    await createTestProduct(t, shop.id, { name: 'Bread', price: 45, unit: 'pack', stockQuantity: 10_000 }),
  ];
  const [customer, otherCustomer, shopper, otherShopper, delivery, admin] = await Promise.all([
    createTestUser(t, { role: 'customer', name: 'Asha Customer', phone: '9812345670' }),
    createTestUser(t, { role: 'customer', name: 'Other Customer' }),
    createTestUser(t, { role: 'shopper', name: 'Ravi Shopper', phone: '9898989898' }),
    createTestUser(t, { role: 'shopper', name: 'Second Shopper' }),
    createTestUser(t, { role: 'delivery', name: 'Dev Delivery' }),
    createTestUser(t, { role: 'admin', name: 'Ada Admin' }),
  ]);

  const call: LifecycleWorld['call'] = async (user, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: user ? user.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.headers['content-type']?.toString().startsWith('application/json')
      ? (response.json() as ApiBody)
      : { success: response.statusCode < 400 };
    return { status: response.statusCode, body };
  };

  const place: LifecycleWorld['place'] = async (opts = {}) => {
    const quantities = opts.quantities ?? [2, 3, 1];
    const who = opts.customer ?? customer;
    const from = opts.from ?? { shop, products };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who.headers, 'idempotency-key': randomUUID() },
      payload: {
        shopId: from.shop.id,
        items: from.products
          .map((p, i) => ({ productId: p.id, quantity: quantities[i] ?? 1 }))
          .filter((_, i) => (quantities[i] ?? 1) > 0),
        // With the phone's coordinates, so that no geocoder answer arrives as an extra order change
        // in the middle of the steps these tests follow.
        deliveryAddress: opts.deliveryAddress ?? PLACED_ADDRESS,
        paymentMethod: 'cash',
      },
    });
    if (response.statusCode !== 201)
      throw new Error(`placing failed: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { order: Order } }).data.order;
  };

  return {
    t,
    shop,
    products,
    customer,
    otherCustomer,
    shopper,
    otherShopper,
    delivery,
    admin,
    place,
    call,
    async close() {
      await t.close();
      await geocoder.stop();
    },
  };
}

/** Walks an order along the canonical path (no revision) up to and including `until`, as the real actors. */
export async function walkTo(world: LifecycleWorld, orderId: string, until: string): Promise<void> {
  const { call, shopper, customer } = world;
  const base = `/api/shopper/orders/${orderId}`;
  const steps: [string, () => Promise<{ status: number; body: ApiBody }>][] = [
    ['accepted_by_shopper', () => call(shopper, 'POST', `${base}/accept`)],
    ['shopper_at_shop', () => call(shopper, 'PUT', `${base}/status`, { status: 'shopper_at_shop' })],
    [
      'shopping_in_progress',
      () => call(shopper, 'PUT', `${base}/status`, { status: 'shopping_in_progress' }),
    ],
    ['final_shopping', () => call(shopper, 'PUT', `${base}/status`, { status: 'final_shopping' })],
    ['bill_uploaded', () => uploadBill(world, shopper, orderId, tinyPng(), '245.50')],
    ['bill_approved', () => call(customer, 'PUT', `/api/orders/${orderId}/approve-bill`)],
    ['out_for_delivery', () => call(shopper, 'PUT', `${base}/status`, { status: 'out_for_delivery' })],
  ];
  for (const [status, step] of steps) {
    const result = await step();
    if (result.status !== 200)
      throw new Error(`walking to ${status} failed: ${result.status} ${result.body.message}`);
    if (status === until) return;
  }
  throw new Error(`unknown status ${until}`);
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
export const tinyPng = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** Sends a multipart bill upload built by hand (boundary, file part, amount field). */
export async function uploadBill(
  world: LifecycleWorld,
  user: TestUser,
  orderId: string,
  image: Buffer | null,
  amount: string | null,
  contentType = 'image/png',
) {
  const body = multipartBody(
    amount === null ? {} : { amount },
    image === null ? null : { field: 'bill', filename: 'bill.png', contentType, bytes: image },
  );
  const response = await world.t.app.inject({
    method: 'POST',
    url: `/api/shopper/orders/${orderId}/bill`,
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as ApiBody };
}
