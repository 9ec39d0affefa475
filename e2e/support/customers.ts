import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export interface CustomerAccount {
  email: string;
  password: string;
  name: string;
  phone: string;
}

const PASSWORD = 'Journey@123';

/**
 * A network address of one phone's own (X-Forwarded-For, which the e2e server trusts as it does behind
 * HAProxy): the per-address limits count each journey's sign-ups and logins apart, as they count real
 * phones apart, instead of one machine's journeys spending an address's 15 minutes together.
 */
export const ownAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * A new, verified customer of the journey's own, made as a real customer makes one: signup, the link
 * from the mail, done. Journeys run two at a time, so a journey that looks at a customer's orders,
 * addresses or notifications must not share the demo customer with another.
 *
 * Each signup comes from its own network address (X-Forwarded-For; the e2e server trusts its proxy
 * headers, as it does behind HAProxy): signup allows five per address in 15 minutes, which one machine's
 * journeys would spend at once, while real customers each sign up from their own phone.
 */
export async function newCustomer(request: APIRequestContext, name = 'Asha Verma'): Promise<CustomerAccount> {
  const account: CustomerAccount = {
    email: `journey-${randomUUID()}@jhola.test`,
    password: PASSWORD,
    name,
    // A mobile number (6–9 first) that is not one digit repeated.
    phone: `9${randomInt(100_000_000, 999_999_999)}`,
  };
  const since = new Date();
  const from = ownAddress();
  const signup = await request.post('/api/auth/signup', {
    headers: { 'x-forwarded-for': from },
    data: { ...account, role: 'customer' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = linkIn(await waitForMail(account.email, 'Verify your email', { since }), '/verify-email');
  const verified = await request.get('/api/auth/verify-email', {
    headers: { 'x-forwarded-for': from },
    params: { token: link.searchParams.get('token') ?? '', email: account.email },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}
