import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newCustomer, ownAddress } from './customers';

export const DEMO = {
  customer: { email: 'customer@jhola.test', password: 'Customer@123' },
  shopper: { email: 'shopper@jhola.test', password: 'Shopper@123' },
  admin: { email: 'admin@jhola.test', password: 'Admin@123' },
  delivery: { email: 'delivery@jhola.test', password: 'Delivery@123' },
} as const;

/**
 * The sign-up, e-mail verification and password reset screens move on to /login by themselves after a
 * countdown (up to 5 s): wait for the new address that long beyond an ordinary expectation.
 */
export const AFTER_COUNTDOWN = { timeout: 5_000 + 10_000 };

export interface ApiSession {
  token: string;
  user: { _id: string; name: string; email: string; phone: string; role: string };
  headers: { authorization: string };
}

/** Logs in through the real API (as the login form does) and returns the session. */
export async function apiLogin(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<ApiSession> {
  // From the phone's own address (ownAddress), as a real customer's or staff member's login comes.
  const res = await request.post('/api/auth/login', {
    headers: { 'x-forwarded-for': ownAddress() },
    data: account,
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: ApiSession['user'] } };
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

/**
 * Signs the browser in with a real session, stored under the app's own local-storage keys (PRODUCT.md §3),
 * for journeys whose subject is not the login form itself. Without an account, as a new customer of the
 * journey's own (support/customers.ts): journeys run side by side and must not see each other's orders.
 */
export async function signInBrowser(
  page: Page,
  account?: { email: string; password: string },
): Promise<ApiSession> {
  const session = await apiLogin(page.request, account ?? (await newCustomer(page.request)));
  await page.addInitScript((s) => {
    if (window.localStorage.getItem('customerAuth')) return;
    window.localStorage.setItem('customerAuth', JSON.stringify({ token: s.token, user: s.user }));
    window.localStorage.setItem('token', s.token);
    window.localStorage.setItem('user', JSON.stringify({ ...s.user, token: s.token }));
  }, session);
  return session;
}
