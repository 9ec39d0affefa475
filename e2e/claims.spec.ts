import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { DEVANAGARI, hi } from './support/catalogues';
import { dismissLivePopups } from './support/customer-steps';
import { BILL_PNG, placeOrderByApi, quickShop, staff, walkToFinalShopping } from './support/orders';
import { screenshotFor } from './support/screenshots';
import { type ApiSession, apiLogin, DEMO, signInBrowser } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 44 on a 360 px phone: a customer reports a damaged item with a photo and sees the credit at once
 * (in English); a bigger claim reaches the admin's open Problems page live, and the admin's refusal with
 * its reason reaches the customer's open order page live (in Hindi).
 */

test.use({ actionTimeout: 15_000 });

const api = (path: string) => `/api${path}`;

/** Places an order by the API and walks it to delivered as the demo shopper (the subject is what follows). */
async function deliveredOrder(request: APIRequestContext, customer: ApiSession, quantity: number) {
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const product = shop.products.find((p) => p.price >= 20 && p.price <= 150) ?? shop.products[0]!;
  const order = await placeOrderByApi(request, customer, shop._id, [{ productId: product._id, quantity }]);
  await walkToFinalShopping(request, shopper, order._id);
  const billed = await request.post(api(`/shopper/orders/${order._id}/bill`), {
    headers: shopper.headers,
    multipart: {
      amount: (product.price * quantity).toFixed(2),
      bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG },
    },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  expect(
    (await request.put(api(`/orders/${order._id}/approve-bill`), { headers: customer.headers })).status(),
  ).toBe(200);
  await staff(request, shopper, 'put', `${order._id}/status`, { status: 'out_for_delivery' });
  const read = await (await request.get(api(`/orders/${order._id}`), { headers: customer.headers })).json();
  await staff(request, shopper, 'post', `${order._id}/deliver`, { otp: read.data.order.deliveryOTP });
  return { ...order, product, itemId: read.data.order.items[0].itemId as string };
}

async function checkPhoneScreen(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}

test('a customer reports a damaged item with a photo and sees the credit at once', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissLivePopups(page);
  const customer = await signInBrowser(page);
  const order = await deliveredOrder(page.request, customer, 1);

  await page.goto(`/orders/${order._id}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await page.getByRole('checkbox', { name: order.product.name }).check();
  await page.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await page.getByLabel('Note (optional)').fill('The packet was torn');
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: BILL_PNG });
  await expect(page.getByRole('button', { name: 'Remove torn.png' })).toBeVisible();
  await checkPhoneScreen(page);
  await screenshotFor(page, 'claims/report-a-problem', { fullPage: true });
  await page.getByRole('button', { name: 'Send the report' }).click();

  // Approved at once: the line, the refund and the way to the credit.
  const claim = page.getByTestId('claim');
  await expect(claim).toContainText('Approved');
  await expect(claim).toContainText(/added to your Jhola credit/);
  await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);
  await checkPhoneScreen(page);
  await claim.getByRole('link', { name: 'See your credit' }).click();
  await expect(page.getByRole('heading', { name: 'Jhola credit' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText(/Balance: ₹\d/);
  await expect(page.getByText('Refund for a reported problem')).toBeVisible();
  await checkPhoneScreen(page);
  await screenshotFor(page, 'claims/credit', { fullPage: true });
  await closeAll(context);
});

test('an admin refuses a line with a reason, and the customer reads it in Hindi', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissLivePopups(page);
  const customer = await signInBrowser(page);
  // Enough units that the claim is above the ₹200 Jhola approves at once.
  const first = await deliveredOrder(page.request, customer, 1);
  const quantity = Math.ceil(250 / first.product.price);
  const order = await deliveredOrder(page.request, customer, quantity);
  // The admin's Problems page is open before the claim comes: it arrives live (issue 44, point 1).
  const adminContext = await phoneContext(browser);
  const admin = await adminContext.newPage();
  await staffLogin(admin, DEMO.admin);
  await admin.getByRole('link', { name: 'Problems' }).click();
  await expect(admin.getByRole('region', { name: 'Claims in the last 8 weeks' })).toBeVisible();

  const reported = await page.request.post(api(`/orders/${order._id}/claims`), {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: { lines: [{ itemId: order.itemId, reason: 'missing', quantity }] },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  expect((await reported.json()).data.claim.status).toBe('in_review');

  const problem = admin.getByTestId('problem').filter({ hasText: order.orderNumber });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('No photos.');
  // The last eight weeks' figures sit above the queue, week by week, with the CSV (issue 44, point 4).
  const figures = admin.getByRole('region', { name: 'Claims in the last 8 weeks' });
  await expect(figures.getByTestId('claims-by-reason')).toContainText('Missing:');
  await expect(figures.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  const weeks = figures.getByRole('table', { name: /Week by week \(last 8 weeks/ });
  await figures.getByRole('button', { name: 'Reason' }).click();
  await expect(weeks.getByRole('row', { name: /^Missing/ })).toBeVisible();
  await checkScreen(admin, 'claims-problems');

  // The customer, in Hindi, has the order page open while the admin decides: the refusal and its
  // reason arrive without a reload.
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto(`/orders/${order._id}`);
  const claim = page.getByTestId('claim');
  await expect(claim).toContainText(hi('claims.status.inReview'));

  const reason = 'The shopper photographed every packet in the bag';
  await problem.getByRole('radio', { name: 'Refuse' }).check();
  await problem.getByLabel('Why (the customer reads this)').fill(reason);
  await problem.getByRole('button', { name: 'Save the decision' }).click();
  await expect(problem).toHaveCount(0);

  await expect(claim).toContainText(hi('claims.status.refused'));
  await expect(claim).toContainText(hi('claims.lineRefused', { reason }));
  await expect(page.getByRole('heading', { name: hi('claims.title') })).toHaveText(DEVANAGARI);
  await checkPhoneScreen(page);
  await screenshotFor(page, 'claims/refused-hindi', { fullPage: true });
  await closeAll(context, adminContext);
});
