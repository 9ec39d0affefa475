import { expect, test } from '@playwright/test';
import { holdingServerClock } from './support/clock';
import { addProducts, checkout, customerLogin, openQuickShop } from './support/customer-steps';
import { newCustomer } from './support/customers';
import { placeOrderByApi, QUICK_SHOP_NAME, quickShop } from './support/orders';
import { apiLogin, DEMO } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 45 at 360 px. A shopper who starts a shift is offered a new order of their shop with a
 * countdown, and accepts it from the offer, which the customer's order page shows as offered, then
 * assigned (in English and Hindi); a customer books tomorrow 8–9 AM at checkout and the order
 * page shows the slot. The demo shopper is the only shopper the journeys use, so offers to them never
 * hide an order from another journey; the shift ends however the journey ends.
 */
test('a shopper on shift is offered a new order and accepts it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser);
  const shopper = await context.newPage();
  const session = await apiLogin(shopper.request, DEMO.shopper);
  try {
    await staffLogin(shopper, DEMO.shopper);
    await expect(shopper).toHaveURL(/\/staff\/available$/);
    await shopper.getByLabel('Work at').selectOption({ label: QUICK_SHOP_NAME });
    await shopper.getByRole('button', { name: 'Start shift' }).click();
    await expect(shopper.getByText(`On shift at ${QUICK_SHOP_NAME}`)).toBeVisible();
    await checkScreen(shopper, 'shift-on');

    const account = await newCustomer(shopper.request);
    const customer = await apiLogin(shopper.request, account);
    const shop = await quickShop(shopper.request);
    // The offer lasts 60 s of the server's clock, which no other journey moves meanwhile (decision 0085).
    const order = await holdingServerClock(async () => {
      const order = await placeOrderByApi(shopper.request, customer, shop._id, [
        { productId: shop.products[0]!._id, quantity: 1 },
      ]);
      const offer = shopper.getByTestId('offer').filter({ hasText: order.orderNumber });
      await expect(offer).toBeVisible({ timeout: 20_000 });
      await expect(offer.getByRole('timer')).toContainText('left to answer');
      await checkScreen(shopper, 'offer');
      await offer.getByRole('button', { name: 'Accept' }).click();
      await expect(shopper).toHaveURL(new RegExp(`/staff/orders/${order._id}$`));
      return order;
    });
    await expect(shopper.getByRole('button', { name: "I'm at the shop" })).toBeVisible();

    // The customer's order page says who owns the step: offered, then assigned (and in Hindi).
    const customerContext = await phoneContext(browser);
    const page = await customerContext.newPage();
    await customerLogin(page, account);
    await page.goto(`/orders/${order._id}`);
    const timeline = page.getByTestId('order-timeline');
    await timeline.locator('summary').click();
    await expect(timeline).toContainText('Offered to a shopper on duty');
    await expect(timeline).toContainText(`Assigned to a shopper: ${session.user.name}`);
    await checkScreen(page, 'order-assigned');
    await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The server writes the notes in the reader's language: read afresh.
    await page.reload();
    await timeline.locator('summary').click();
    await expect(timeline).toContainText(`शॉपर को सौंपा गया: ${session.user.name}`);
    await expect(timeline).toContainText('ड्यूटी पर एक शॉपर को दिया गया');
    await checkScreen(page, 'order-assigned-hindi');
    await closeAll(customerContext);
  } finally {
    await shopper.request.post('/api/staff/shift', { headers: session.headers, data: { action: 'end' } });
    await closeAll(context);
  }
});

test('a customer books tomorrow 8–9 AM and sees the slot on the order', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await customerLogin(page, await newCustomer(page.request));
  await openQuickShop(page);
  await addProducts(page, 1);
  const { orderId } = await checkout(page, async (checkoutPage) => {
    await checkoutPage.getByRole('button', { name: /Tomorrow/ }).click();
    const slot = checkoutPage.getByRole('radio', { name: /^8:00 AM–9:00 AM/ });
    await slot.check();
    await expect(slot).toBeChecked();
    await checkScreen(checkoutPage, 'checkout-slot');
  });
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-slot')).toContainText('8:00 AM–9:00 AM');
  await checkScreen(page, 'order-slot');
  await closeAll(context);
});
