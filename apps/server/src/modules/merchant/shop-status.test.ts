import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct } from '../../test/catalogue-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld, PLACED_ADDRESS } from '../../test/lifecycle-fixtures.js';
import { createOwner, otherShop } from '../../test/merchant-fixtures.js';
import { createTestUser, type TestUser } from '../../test/users.js';

let w: LifecycleWorld;
let owner: TestUser;
// Wednesday 25 Nov 2026, 10:00 in India.
const MORNING = new Date('2026-11-25T04:30:00Z');
beforeAll(async () => {
  w = await createLifecycleWorld();
  w.t.setNow(MORNING);
  owner = await createOwner(w, [w.shop.id]);
});
afterAll(async () => w.close());

const shopPage = async () => (await w.call(null, 'GET', `/api/shops/${w.shop.id}`)).body.data.shop;
const order = (who: TestUser = w.customer) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: {
      shopId: w.shop.id,
      items: [{ productId: w.products[0]!.id, quantity: 1 }],
      deliveryAddress: PLACED_ADDRESS,
      paymentMethod: 'cash',
    },
  });

describe('shop owners', () => {
  it('are made by an admin for named shops, and sign in to see only those', async () => {
    const mine = await w.call(owner, 'GET', '/api/merchant/shops');
    expect(mine.status).toBe(200);
    expect(mine.body.data.shops.map((s: { _id: string }) => s._id)).toEqual([w.shop.id]);
    // An admin sees every shop through the same screens.
    const all = await w.call(w.admin, 'GET', '/api/merchant/shops');
    expect(all.body.data.shops.length).toBeGreaterThanOrEqual(1);
  });

  it('need a shop, a real one, and only owners run shops; a refused account is not made', async () => {
    const base = { name: 'No Shop', phone: '9123400001', password: 'Shop@1234', role: 'merchant' };
    const none = await w.call(w.admin, 'POST', '/api/admin/users', { ...base, email: 'n1@example.test' });
    expect(none.status).toBe(422);
    expect(none.body.errors?.[0]?.field).toBe('shopIds');
    const unknown = await w.call(w.admin, 'POST', '/api/admin/users', {
      ...base,
      email: 'n2@example.test',
      shopIds: [randomUUID()],
    });
    expect(unknown.status).toBe(422);
    const shopper = await w.call(w.admin, 'POST', '/api/admin/users', {
      ...base,
      role: 'shopper',
      email: 'n3@example.test',
      shopIds: [w.shop.id],
    });
    expect(shopper.status).toBe(422);
    for (const email of ['n1@example.test', 'n2@example.test', 'n3@example.test'])
      expect((await w.call(null, 'POST', '/api/auth/login', { email, password: 'Shop@1234' })).status).toBe(
        401,
      );
  });

  it('get 404 for another shop on every call, and nothing changes there; other roles get 403', async () => {
    const other = await otherShop(w);
    const theirs = await createTestProduct(w.t, other.id, { name: 'Their Rice' });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/merchant/shops/${other.id}`],
      ['PUT', `/api/merchant/shops/${other.id}/status`, { open: false, reason: 'x' }],
      ['PUT', `/api/merchant/shops/${other.id}/hours`, { operatingHours: null }],
      ['GET', `/api/merchant/shops/${other.id}/products`],
      ['GET', `/api/merchant/shops/${other.id}/orders`],
      ['GET', `/api/merchant/shops/${other.id}/statement?from=2026-11-01&to=2026-11-30`],
      ['PUT', `/api/merchant/products/${theirs.id}/stock`, { inStock: false }],
      ['PUT', `/api/merchant/products/${theirs.id}/price`, { price: 10 }],
      ['POST', '/api/merchant/products/stock', { ids: [w.products[0]!.id, theirs.id], inStock: false }],
      ['POST', `/api/merchant/suggestions/${theirs.id}`, { outOfStock: true }],
    ];
    for (const [method, url, body] of calls) {
      const res = await w.call(owner, method as 'GET', url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // The bulk call with one foreign product changed none, not even the owner's own.
    const own = (await w.call(owner, 'GET', `/api/merchant/shops/${w.shop.id}/products`)).body.data.products;
    expect(own.every((p: { inStock: boolean }) => p.inStock)).toBe(true);
    const theirsNow = (await w.call(w.admin, 'GET', `/api/merchant/shops/${other.id}/products`)).body.data;
    expect(theirsNow.products[0]).toMatchObject({ inStock: true, price: 50 });
    // The other shop is still open.
    expect((await w.call(null, 'GET', `/api/shops/${other.id}`)).body.data.shop.isOpenNow).toBe(true);

    const shopper = await createTestUser(w.t, { role: 'shopper' });
    for (const who of [w.customer, shopper]) {
      expect((await w.call(who, 'GET', '/api/merchant/shops')).status).toBe(403);
      expect(
        (await w.call(who, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: false })).status,
      ).toBe(403);
    }
    expect((await w.call(null, 'GET', '/api/merchant/suggestions')).status).toBe(401);
    expect((await w.call(owner, 'GET', '/api/admin/shop-changes')).status).toBe(403);
  });
});

describe('open, close and hours', () => {
  it('"Close now, back at 5 PM" closes the shop for customers at once and opens it by itself', async () => {
    const reopensAt = '2026-11-25T11:30:00Z'; // 5:00 PM in India
    const closed = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, {
      open: false,
      reason: 'Gone to the wholesale market',
      reopensAt,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.shop).toMatchObject({
      isOpenNow: false,
      statusText: 'Closed now · Back at 5:00 PM',
      pause: { reason: 'Gone to the wholesale market', reopensAt: new Date(reopensAt).toISOString() },
    });
    const page = await shopPage();
    expect(page).toMatchObject({ isOpenNow: false, statusText: 'Closed now · Back at 5:00 PM' });
    expect(page.pause.reason).toBe('Gone to the wholesale market');

    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is closed right now\. It opens today at 5:00 PM/);

    w.t.setNow(new Date('2026-11-25T11:31:00Z'));
    expect((await shopPage()).isOpenNow).toBe(true);
    expect((await order()).statusCode).toBe(201);
    // The time has passed; the owner's next "Open" clears the pause for good.
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: true });
    w.t.setNow(MORNING);
  });

  it('closed without a time lasts until the owner opens it; bad times are refused and change nothing', async () => {
    const past = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, {
      open: false,
      reopensAt: '2026-11-25T03:00:00Z',
    });
    expect(past.status).toBe(422);
    const far = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, {
      open: false,
      reopensAt: '2026-12-25T03:00:00Z',
    });
    expect(far.status).toBe(422);
    expect((await shopPage()).isOpenNow).toBe(true);

    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: false });
    w.t.setNow(new Date('2026-11-27T04:30:00Z'));
    expect(await shopPage()).toMatchObject({ isOpenNow: false, statusText: 'Closed for now' });
    expect((await order()).statusCode).toBe(409);
    const opened = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/status`, { open: true });
    expect(opened.body.data.shop).toMatchObject({ isOpenNow: true, pause: null });
    expect((await order()).statusCode).toBe(201);
    w.t.setNow(MORNING);
  });

  it('weekly hours and holidays change what customers see and what can be ordered', async () => {
    const hours = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        { open: '11:00', close: '20:00', closed: false },
      ]),
    );
    const set = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: hours,
    });
    expect(set.status).toBe(200);
    expect(await shopPage()).toMatchObject({ isOpenNow: false, statusText: 'Opens at 11:00 AM' });
    expect((await order()).statusCode).toBe(409);

    w.t.setNow(new Date('2026-11-25T06:30:00Z')); // 12:00 in India
    expect((await shopPage()).isOpenNow).toBe(true);
    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: hours,
      holidays: ['2026-11-25', '2026-12-25'],
    });
    expect(await shopPage()).toMatchObject({ isOpenNow: false, statusText: 'Closed today' });
    expect((await order()).statusCode).toBe(409);
    const bad = await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: hours,
      holidays: ['25/12/2026'],
    });
    expect(bad.status).toBe(422);

    await w.call(owner, 'PUT', `/api/merchant/shops/${w.shop.id}/hours`, {
      operatingHours: null,
      holidays: [],
    });
    expect((await shopPage()).isOpenNow).toBe(true);
    w.t.setNow(MORNING);
  });

  it('every change is in the audit with who and when, for admins', async () => {
    const res = await w.call(w.admin, 'GET', `/api/admin/shop-changes?shopId=${w.shop.id}`);
    expect(res.status).toBe(200);
    const changes = res.body.data.changes as {
      kind: string;
      actorName: string;
      actorRole: string;
      at: string;
    }[];
    expect(changes.filter((c) => c.kind === 'status').length).toBeGreaterThanOrEqual(3);
    expect(changes.filter((c) => c.kind === 'hours').length).toBeGreaterThanOrEqual(3);
    expect(changes.every((c) => c.actorName === 'Kiran Owner' && c.actorRole === 'merchant')).toBe(true);
    // Refused changes left nothing.
    expect(changes.some((c) => c.kind === 'status' && JSON.stringify(c).includes('2026-12-25T03'))).toBe(
      false,
    );
  });
});
