// The pages bench/lighthouse.mjs measures, and what each needs set up through the real API first: a
// signed-in customer for all of them, a cart (local storage, as the shop page leaves it) for the cart and
// checkout pages, and a placed order for the order page.
import { addToCart, EMPTY_CART } from '@jhola/domain';

const CUSTOMER = { email: 'customer@jhola.test', password: 'Customer@123' };
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

/**
 * Signs in, finds the largest shop, fills a cart and places an order, and returns the pages with the
 * local storage each needs besides the session: [{ name, url, storage }].
 */
export async function preparePages(origin) {
  const session = await api(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const auth = { authorization: `Bearer ${session.token}` };
  const { shops } = await api(`${origin}/api/shops?limit=100`, { headers: auth });
  const big = shops.reduce((a, b) => (b.productCount > a.productCount ? b : a));
  const open = shops.find((s) => s.name === OPEN_SHOP) ?? shops[0];
  const { products } = await api(`${origin}/api/products/shop/${open._id}`, { headers: auth });
  const picked = products.filter((p) => p.inStock && p.stockQuantity > 5 && !p.familyKey).slice(0, 3);
  if (picked.length === 0) throw new Error(`no product in stock at ${open.name}`);
  const cart = cartOf(open, picked);

  const { order } = await api(`${origin}/api/orders`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      shopId: open._id,
      items: picked.map((p) => ({ productId: p._id, quantity: 1 })),
      deliveryAddress: ADDRESS,
      paymentMethod: 'cash',
    }),
  });

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
  ];
  return { session, pages, bigShopProducts: big.productCount };
}
