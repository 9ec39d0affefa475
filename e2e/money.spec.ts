import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { addProducts, checkout, openQuickShop } from './support/customer-steps';
import { newCustomer } from './support/customers';
import { BILL_PNG, placeOrderByApi, quickShop, staff, walkToFinalShopping } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 28, money right for India, at 360 px: a phone number pasted with +91 at checkout keeps its 10
 * digits; prices read "Inclusive of all taxes"; from out for delivery the customer's order page has a
 * "Pay by UPI" button and its QR code; the delivery person records UPI; the admin marks cash handed in.
 */

test.use({ actionTimeout: 15_000 });

const api = (path: string) => `/api${path}`;

/** The shop bill (items only), approved by the customer, and the order claimed and carried by the delivery person. */
async function billAndCarry(
  request: Parameters<typeof apiLogin>[0],
  orderId: string,
  sessions: {
    shopper: Awaited<ReturnType<typeof apiLogin>>;
    delivery: Awaited<ReturnType<typeof apiLogin>>;
    customer: { headers: Record<string, string> };
  },
  amount: string,
) {
  await walkToFinalShopping(request, sessions.shopper, orderId);
  const billed = await request.post(api(`/shopper/orders/${orderId}/bill`), {
    headers: sessions.shopper.headers,
    multipart: { amount, bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  const approved = await request.put(api(`/orders/${orderId}/approve-bill`), {
    headers: sessions.customer.headers,
  });
  expect(approved.status()).toBe(200);
  const claimed = await request.post(api(`/delivery/orders/${orderId}/claim`), {
    headers: sessions.delivery.headers,
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  await staff(request, sessions.delivery, 'put', `${orderId}/status`, { status: 'out_for_delivery' });
}

test('a pasted +91 phone at checkout, then Pay by UPI on the order page and the delivery person records UPI', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customerContext = await phoneContext(browser);
  const deliveryContext = await phoneContext(browser);
  const page = await customerContext.newPage();
  const customer = await signInBrowser(page);
  const [shopper, delivery] = await Promise.all([
    apiLogin(request, DEMO.shopper),
    apiLogin(request, DEMO.delivery),
  ]);

  await openQuickShop(page);
  await addProducts(page, 1);
  const { orderId } = await checkout(page, async (p) => {
    // Prices are MRP: no tax added on top at a kirana store.
    await expect(p.getByText('Inclusive of all taxes')).toBeVisible();
    const phone = p.getByRole('textbox', { name: 'Contact phone' });
    await phone.fill('');
    await phone.fill('+91 98765 43210');
    await expect(phone).toHaveValue('9876543210');
    await expect(p.getByText(/Enter a 10-digit|real phone/)).toHaveCount(0);
  });
  const placed = (await (await request.get(api(`/orders/${orderId}`), { headers: customer.headers })).json())
    .data.order;
  expect(placed.deliveryAddress.contactPhone).toBe('+91 9876543210');
  expect(placed.orderValue.taxes).toBe(0);

  const bill = placed.orderValue.subtotal.toFixed(2);
  await billAndCarry(request, orderId, { shopper, delivery, customer }, bill);
  const carried = (await (await request.get(api(`/orders/${orderId}`), { headers: customer.headers })).json())
    .data.order;
  const due = placed.orderValue.subtotal + placed.orderValue.deliveryFee;
  expect(carried.upiPayUrl).toBe(
    `upi://pay?pa=jhola.demo%40upi&pn=Jhola&am=${due.toFixed(2)}&cu=INR&tn=${carried.orderNumber}`,
  );

  // The customer's order page: the amount due, the Pay by UPI button (the upi:// link) and its QR code.
  await page.goto(`/orders/${orderId}`);
  const pay = page.getByRole('link', { name: /^Pay ₹.* by UPI$/ });
  await expect(pay).toHaveAttribute('href', carried.upiPayUrl);
  await expect(page.getByRole('img', { name: /^QR code to pay ₹.* by UPI$/ })).toBeVisible();
  await expect(page.getByTestId('amount-due')).toContainText(
    `₹${due.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  await expectNoSeriousA11yViolations(page);

  // The delivery person's phone: the amount with the QR, then UPI recorded with its reference at handover.
  const rider = await deliveryContext.newPage();
  await staffLogin(rider, DEMO.delivery);
  await rider.goto(`/staff/orders/${orderId}`);
  // Issue 43: the gateway's QR for the amount due is asked for first, then drawn.
  await expect(rider.getByRole('img', { name: /^QR code to pay ₹.* by UPI$/ })).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(rider, 'money-delivery');
  await rider.getByRole('radio', { name: 'UPI' }).check();
  await rider.getByLabel('UPI transaction number (optional)').fill('412345678901');
  await rider.getByLabel('Delivery code').fill(carried.deliveryOTP);
  await rider.getByRole('button', { name: 'Deliver' }).click();
  await expect(rider.getByRole('heading', { name: 'Delivered' })).toBeVisible();

  // The customer sees how it was paid, live.
  await expect(page.getByTestId('paid-at-door')).toHaveText(/^Paid ₹.* by UPI$/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: /by UPI$/ })).toHaveCount(0);
  await closeAll(customerContext, deliveryContext);
});

test('the admin sees the day’s collections and marks the cash handed in', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [customer, shopper, delivery] = await Promise.all([
    newCustomer(request).then((account) => apiLogin(request, account)),
    apiLogin(request, DEMO.shopper),
    apiLogin(request, DEMO.delivery),
  ]);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 2 },
  ]);
  await billAndCarry(request, order._id, { shopper, delivery, customer }, '100.00');
  const code = (await (await request.get(api(`/orders/${order._id}`), { headers: customer.headers })).json())
    .data.order.deliveryOTP;
  // An older client sends no payment: cash.
  await staff(request, delivery, 'post', `${order._id}/deliver`, { otp: code });
  // Issue 43: the customer tips ₹20 online after delivery, paid on the embedded gateway's test page.
  const tip = await request.post(api(`/orders/${order._id}/tip`), {
    headers: customer.headers,
    data: { amount: 20 },
  });
  expect(tip.status()).toBe(201);
  const paid = await request.post(`${(await tip.json()).data.payment.checkoutUrl}/pay`, {
    form: { method: 'upi' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(
      async () =>
        (await (await request.get(api(`/orders/${order._id}`), { headers: customer.headers })).json()).data
          .order.paymentState?.tips,
      { timeout: 20_000 },
    )
    .toBe(20);

  const adminContext = await phoneContext(browser);
  const admin = await adminContext.newPage();
  await staffLogin(admin, DEMO.admin);
  await admin.getByRole('link', { name: 'Collections' }).click();
  await expect(admin.getByRole('heading', { name: /^Collections/ })).toBeVisible();
  const card = admin.getByRole('listitem', { name: delivery.user.name });
  await expect(card).toContainText(/Cash ₹/);
  // The tip, split between the shopper and the delivery person, in the day's online money.
  const online = admin.getByRole('listitem', { name: order.orderNumber });
  await expect(online).toContainText(`Tip ₹10.00 to ${delivery.user.name} (delivery)`, { timeout: 20_000 });
  await checkScreen(admin, 'money-collections');
  await card.getByRole('button', { name: `Mark cash of ${delivery.user.name} handed in` }).click();
  await expect(card.getByTestId('handed-in')).toContainText('marked by');
  await closeAll(adminContext);
});
