import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { newCustomer } from './customers';
import { type ApiSession, apiLogin, DEMO } from './session';

export interface OwnedShop {
  shopId: string;
  shopName: string;
  products: { _id: string; name: string }[];
  owner: { email: string; password: string; phone: string };
}

/**
 * Issue 46: a shop of the journey's own (journeys run side by side, and closing a demo shop would close
 * it for the others), with its products and its owner, made by an admin through the API as the console does.
 */
export async function ownedShop(request: APIRequestContext, productNames: string[]): Promise<OwnedShop> {
  const admin = await apiLogin(request, DEMO.admin);
  const shopName = `Kiran Kirana ${randomUUID().slice(0, 4)}`;
  const shop = await request.post('/api/admin/shops', {
    headers: admin.headers,
    data: {
      name: shopName,
      category: 'Grocery',
      address: { street: '3 Ranade Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400028' },
      coordinates: { lat: 19.0213, lng: 72.8397 },
    },
  });
  expect(shop.status(), await shop.text()).toBe(201);
  const shopId = (await shop.json()).data.shop._id as string;
  const products = [];
  for (const name of productNames) {
    const made = await request.post(`/api/admin/shops/${shopId}/products`, {
      headers: admin.headers,
      data: { name, price: 30, category: 'Dairy', stockQuantity: 40, unit: 'pack' },
    });
    expect(made.status(), await made.text()).toBe(201);
    products.push((await made.json()).data.product as { _id: string; name: string });
  }
  const owner = {
    email: `owner-${randomUUID().slice(0, 8)}@jhola.test`,
    password: 'Owner@1234',
    phone: `9${randomInt(100_000_000, 999_999_999)}`,
  };
  const made = await request.post('/api/admin/users', {
    headers: admin.headers,
    data: { name: 'Kiran Owner', role: 'merchant', shopIds: [shopId], ...owner },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { shopId, shopName, products, owner };
}

/** A shopper of the journey's own, so its orders are in nobody else's lists. */
export async function ownShopper(request: APIRequestContext): Promise<ApiSession> {
  const admin = await apiLogin(request, DEMO.admin);
  const account = { email: `shopper-${randomUUID().slice(0, 8)}@jhola.test`, password: 'Shopper@1234' };
  const made = await request.post('/api/admin/users', {
    headers: admin.headers,
    data: { name: 'Ravi Shopper', phone: '9876512345', role: 'shopper', ...account },
  });
  expect(made.status(), await made.text()).toBe(201);
  return apiLogin(request, account);
}

export const customerSession = async (request: APIRequestContext) =>
  apiLogin(request, await newCustomer(request));
