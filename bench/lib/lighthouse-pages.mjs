// The pages bench/lighthouse.mjs measures, and what each needs set up through the real API first: a
// signed-in customer for the customer app's pages, a cart (local storage, as the shop page leaves it) for
// the cart and checkout pages, a placed order for the order page; for the staff app a shopper picking an
// order of 40 items (the picking checklist) and an admin (the board), each session under the staff app's
// own key.
import { addToCart, EMPTY_CART } from '@jhola/domain';

const CUSTOMER = { email: 'customer@jhola.test', password: 'Customer@123' };
const SHOPPER = { email: 'shopper@jhola.test', password: 'Shopper@123' };
const ADMIN = { email: 'admin@jhola.test', password: 'Admin@123' };
/** The staff app's session key (apps/staff/src/lib/staff-auth.ts). */
const STAFF_AUTH_KEY = 'jholaStaffAuth';
/** A big order, as a family's weekly shop: the picking checklist must stay quick at this size. */
const PICKING_ITEMS = 40;
/** The demo shop that is open around the clock (e2e/support/orders.ts uses it too). */
const OPEN_SHOP = 'Apna Bazaar Kirana Stores';
const ADDRESS = {
  street: '14 Ranade Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400028',
  contactName: 'Asha Verma',
  contactPhone: '+91 9876501234',
};

export async function api(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** A cart of a few products of one shop, in the Zustand persist format the cart store reads (key `cart`). */
function cartOf(shop, products) {
  let cart = EMPTY_CART;
  const now = new Date().toISOString();
  for (const product of products) {
    const result = addToCart(cart, product, shop, { quantity: 2, now });
    if (result.ok) cart = result.cart;
  }
  return JSON.stringify({ state: cart, version: 1 });
}

/** The demo customer's session: { token, user }. */
export const signIn = (origin) => login(origin, CUSTOMER);

/** The shop with the most products (the demo's 5,482). */
export async function biggestShop(origin, token) {
  const { shops } = await api(`${origin}/api/shops?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return shops.reduce((a, b) => (b.productCount > a.productCount ? b : a));
}

function login(origin, account) {
  return api(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
}

const json = (token) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

function placeOrder(origin, token, shop, products, deliveryAddress = ADDRESS) {
  return api(`${origin}/api/orders`, {
    method: 'POST',
    headers: { ...json(token), 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      shopId: shop._id,
      items: products.map((p) => ({ productId: p._id, quantity: 1 })),
      deliveryAddress,
      paymentMethod: 'cash',
    }),
  }).then((reply) => reply.order);
}

/** The shopper accepts the order and starts picking it, as the staff app's buttons do. */
async function startPicking(origin, shopperToken, orderId) {
  const call = (method, suffix, body) =>
    api(`${origin}/api/shopper/orders/${orderId}${suffix}`, {
      method,
      // No body, no content type: Fastify refuses an empty JSON body.
      headers: body ? json(shopperToken) : { authorization: `Bearer ${shopperToken}` },
      body: body && JSON.stringify(body),
    });
  await call('POST', '/accept');
  await call('PUT', '/status', { status: 'shopper_at_shop' });
  await call('PUT', '/status', { status: 'shopping_in_progress' });
}

/** An order of 40 products from the first shop, biggest first, that has them in stock and is open now. */
async function placeBigOrder(origin, token, shops) {
  const auth = { authorization: `Bearer ${token}` };
  const errors = [];
  for (const shop of [...shops].sort((a, b) => b.productCount - a.productCount)) {
    if (shop.productCount < PICKING_ITEMS) continue;
    const { products } = await api(`${origin}/api/products/shop/${shop._id}`, { headers: auth });
    const inStock = products.filter((p) => p.inStock && p.stockQuantity > 5);
    if (inStock.length < PICKING_ITEMS) continue;
    try {
      // Delivered next door to the shop: within every shop's delivery radius.
      const nextDoor = { ...ADDRESS, ...shop.address };
      return await placeOrder(origin, token, shop, inStock.slice(0, PICKING_ITEMS), nextDoor);
    } catch (error) {
      errors.push(error.message.slice(0, 200)); // a shop closed at this hour: try the next
    }
  }
  throw new Error(`no shop took an order of ${PICKING_ITEMS} items:\n${errors.join('\n')}`);
}

const staffStorage = (session) => ({
  [STAFF_AUTH_KEY]: JSON.stringify({ token: session.token, user: session.user }),
});

/**
 * Signs in, finds the largest shop, fills a cart and places an order, has a shopper pick an order of 40
 * items, and returns the pages with the local storage each needs: [{ key, name, url, session?, storage }].
 * A page without its own `session` is the customer's (bench/lighthouse.mjs writes that session).
 */
export async function preparePages(origin) {
  const session = await login(origin, CUSTOMER);
  const auth = { authorization: `Bearer ${session.token}` };
  const { shops } = await api(`${origin}/api/shops?limit=100`, { headers: auth });
  const big = shops.reduce((a, b) => (b.productCount > a.productCount ? b : a));
  const open = shops.find((s) => s.name === OPEN_SHOP) ?? shops[0];
  const { products } = await api(`${origin}/api/products/shop/${open._id}`, { headers: auth });
  const picked = products.filter((p) => p.inStock && p.stockQuantity > 5 && !p.familyKey).slice(0, 3);
  if (picked.length === 0) throw new Error(`no product in stock at ${open.name}`);
  const cart = cartOf(open, picked);
  const order = await placeOrder(origin, session.token, open, picked);
  const bigOrder = await placeBigOrder(origin, session.token, shops);
  const shopper = await login(origin, SHOPPER);
  await startPicking(origin, shopper.token, bigOrder._id);
  const admin = await login(origin, ADMIN);

  const pages = [
    { key: 'home', name: 'Home', url: `${origin}/` },
    {
      key: 'shop',
      name: `Shop page (${big.name}, ${big.productCount} products)`,
      url: `${origin}/shop/${big._id}`,
    },
    { key: 'cart', name: `Cart (${picked.length} items)`, url: `${origin}/cart`, storage: { cart } },
    { key: 'checkout', name: 'Checkout', url: `${origin}/final-checkout`, storage: { cart } },
    { key: 'order', name: `Order page (${order.orderNumber})`, url: `${origin}/orders/${order._id}` },
    {
      key: 'picking',
      name: `Staff picking checklist (${PICKING_ITEMS} items)`,
      url: `${origin}/staff/orders/${bigOrder._id}`,
      session: null,
      storage: staffStorage(shopper),
    },
    {
      key: 'board',
      name: 'Staff admin board',
      url: `${origin}/staff/admin`,
      session: null,
      storage: staffStorage(admin),
    },
  ];
  return { session, pages, bigShopProducts: big.productCount };
}
