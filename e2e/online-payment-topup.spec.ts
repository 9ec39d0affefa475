import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addProducts, fillCheckout, openQuickShop } from './support/customer-steps';
import { BILL_PNG, walkToFinalShopping } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { checkScreen, closeAll, phoneContext } from './support/staff-app';

/**
 * Issue 43 at 360 px: the shop's bill comes above what was held online. The customer is asked to pay the
 * difference, online on the same gateway page or at the door, and pays it online; the order then says
 * the whole bill was paid online and nothing is left for the door.
 */

test.use({ actionTimeout: 15_000 });
const api = (path: string) => `/api${path}`;
const money = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a bill above the hold: pay the difference online', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);

  await openQuickShop(page);
  await addProducts(page, 1);
  await fillCheckout(page);
  await page.getByRole('radio', { name: /^Pay online/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?paid=1$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const orderOf = async () =>
    (await (await request.get(api(`/orders/${orderId}`), { headers: customer.headers })).json()).data.order;
  const placed = await orderOf();

  // The shop found more to buy: the bill is ₹100 above everything held.
  await walkToFinalShopping(request, shopper, orderId);
  const bill = (placed.paymentState.held - placed.deliveryFee + 100).toFixed(2);
  const billed = await request.post(api(`/shopper/orders/${orderId}/bill`), {
    headers: shopper.headers,
    multipart: { amount: bill, bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  const approved = await request.put(api(`/orders/${orderId}/approve-bill`), { headers: customer.headers });
  expect(approved.status()).toBe(200);

  const payMore = page.getByRole('button', { name: `Pay ${money(100)} more online` });
  await expect(payMore).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pay-more')).toContainText(
    `Or pay ${money(100)} at the door, in cash or by UPI to the delivery person.`,
  );
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'order-pay-more-online');

  await payMore.click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Pay ₹100/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`), { timeout: 30_000 });
  const total = Number(bill) + placed.deliveryFee;
  await expect(page.getByTestId('online-payment')).toContainText(
    `Paid ${money(total)} online · ₹0.00 released`,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByTestId('pay-more')).toHaveCount(0);
  expect((await orderOf()).paymentState).toMatchObject({ status: 'paid', topUp: 100, due: 0 });
  await closeAll(context);
});
