import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addProducts, fillCheckout, openQuickShop } from './support/customer-steps';
import { newCustomer } from './support/customers';
import { BILL_PNG, placeOrderByApi, quickShop, staff, walkToFinalShopping } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 43 at 360 px, on the embedded test gateway (no keys): the customer pays online on the gateway's
 * test page, approves a smaller bill and sees what was charged and what was released, then tips; the delivery
 * person's gateway UPI QR turns "Paid ✓" live when the customer's UPI app pays it.
 */

test.use({ actionTimeout: 15_000 });
const api = (path: string) => `/api${path}`;

test('pay online, approve a smaller bill, see the rest released', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);

  await openQuickShop(page);
  await addProducts(page, 1);
  await fillCheckout(page);
  await page.getByRole('radio', { name: /^Pay online/ }).check();
  await expect(page.getByText(/^We hold up to ₹[\d,.]+; you pay only the bill you approve\.$/)).toBeVisible();
  await checkScreen(page, 'checkout-pay-online');
  await page.getByRole('button', { name: /^Place order/ }).click();

  // The embedded gateway's test checkout page: Pay or Fail.
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, 'test-gateway-checkout');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?paid=1$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const placed = (await (await request.get(api(`/orders/${orderId}`), { headers: customer.headers })).json())
    .data.order;
  expect(placed).toMatchObject({ paymentMethod: 'online', paymentState: { status: 'held' } });
  await expect(page.getByTestId('online-payment')).toContainText(/^Paid online: ₹[\d,.]+ held/);

  // The shop's bill is ₹10 less than the items: the customer approves it and pays only that.
  await walkToFinalShopping(request, shopper, orderId);
  const bill = (placed.orderValue.subtotal - 10).toFixed(2);
  const billed = await request.post(api(`/shopper/orders/${orderId}/bill`), {
    headers: shopper.headers,
    multipart: { amount: bill, bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  const approved = await request.put(api(`/orders/${orderId}/approve-bill`), { headers: customer.headers });
  expect(approved.status()).toBe(200);
  const charged = (Number(bill) + placed.deliveryFee).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  await expect(page.getByTestId('online-payment')).toContainText(
    new RegExp(`^Paid ₹${charged.replace(/[.,]/g, '\\$&')} online · ₹[\\d,.]+ released`),
    { timeout: 20_000 },
  );
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'order-paid-online');

  // A tip for the shopper: none is chosen until the customer picks one; paid on the gateway's page.
  await expect(page.getByRole('button', { name: 'Choose a tip' })).toBeDisabled();
  await page.getByRole('radio', { name: '₹20.00' }).check();
  await page.getByRole('button', { name: 'Tip ₹20.00 online' }).click();
  await page.getByRole('button', { name: /^Pay ₹20/ }).click();
  await expect(page.getByTestId('tip-given')).toHaveText('You tipped ₹20.00. Thank you!', {
    timeout: 20_000,
  });
  await closeAll(context);
});

test("the delivery person's UPI QR turns Paid ✓ when the customer pays it", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const [customer, shopper, delivery] = await Promise.all([
    newCustomer(request).then((account) => apiLogin(request, account)),
    apiLogin(request, DEMO.shopper),
    apiLogin(request, DEMO.delivery),
  ]);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  await walkToFinalShopping(request, shopper, order._id);
  const billed = await request.post(api(`/shopper/orders/${order._id}/bill`), {
    headers: shopper.headers,
    multipart: { amount: '50.00', bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  expect(
    (await request.put(api(`/orders/${order._id}/approve-bill`), { headers: customer.headers })).status(),
  ).toBe(200);
  const claimed = await request.post(api(`/delivery/orders/${order._id}/claim`), {
    headers: delivery.headers,
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  await staff(request, delivery, 'put', `${order._id}/status`, { status: 'out_for_delivery' });

  const context = await phoneContext(browser);
  const rider = await context.newPage();
  await staffLogin(rider, DEMO.delivery);
  await rider.goto(`/staff/orders/${order._id}`);
  await expect(rider.getByRole('img', { name: /^QR code to pay ₹.* by UPI$/ })).toBeVisible();
  await checkScreen(rider, 'rider-door-qr');

  // The customer's UPI app pays the gateway's QR (the embedded gateway's test "scan").
  const shown = await request.post(api(`/shopper/orders/${order._id}/upi-qr`), { headers: delivery.headers });
  const qr = (await shown.json()).data.qr;
  const qrId = new URL(qr.upiUrl).searchParams.get('tn');
  const paid = await request.post(api(`/test-gateway/qr/${qrId}/pay`), { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect(rider.getByTestId('door-paid')).toHaveText('Paid ✓', { timeout: 20_000 });
  await expect(rider.getByRole('img', { name: /^QR code to pay/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(rider);
  await closeAll(context);
});
