import { expect, type Page, test } from '@playwright/test';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { ownedShop, ownShopper } from './support/shop-owners';
import { checkScreen, closeAll, phoneContext } from './support/staff-app';

/** Tomorrow's date in India (YYYY-MM-DD) and an instant of it at India's HH:MM. */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`).toISOString();
const inHindi = (page: Page) => page.addInitScript(() => window.localStorage.setItem('jhola.language', 'hi'));

/**
 * Issue 46 at 360 px: a customer booked tomorrow 10–11 AM; the owner closes "until 11 AM tomorrow" and
 * the order page says at once that the delivery moved to 11 AM–12 PM (in Hindi); then a holiday
 * tomorrow leaves no open slot within a day, and the order is cancelled with the reason (in English).
 */
test('a booked slot the shop closes over moves to the next open slot, and a holiday cancels it with the reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const shop = await ownedShop(context.request, ['Amul Toned Milk 1 L']);
  const admin = await apiLogin(context.request, DEMO.admin);
  const shopper = await ownShopper(context.request);
  const day = tomorrow();
  const planned = await context.request.post('/api/admin/shifts', {
    headers: admin.headers,
    data: { userId: shopper.user._id, start: at(day, '10:00'), end: at(day, '12:00'), shopId: shop.shopId },
  });
  expect(planned.status(), await planned.text()).toBe(201);

  const phone = await phoneContext(browser);
  const page = await phone.newPage();
  await inHindi(page);
  const customer = await signInBrowser(page);
  const booked = await page.request.post('/api/orders', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      shopId: shop.shopId,
      items: [{ productId: shop.products[0]!._id, quantity: 1 }],
      deliveryAddress: {
        street: '14 Ranade Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400028',
        contactName: 'Asha Verma',
        contactPhone: '+91 9876501234',
      },
      paymentMethod: 'cash',
      slot: { start: at(day, '10:00') },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const orderId = (await booked.json()).data.order._id as string;
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-slot')).toContainText('10:00');

  const owner = await apiLogin(context.request, shop.owner);
  const status = `/api/merchant/shops/${shop.shopId}/status`;
  const closed = await context.request.put(status, {
    headers: owner.headers,
    data: { open: false, reason: 'Family wedding', reopensAt: at(day, '11:00') },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  // The open page follows the change live; read again, the note is in the customer's Hindi.
  await expect(page.getByTestId('order-slot')).toContainText('11:00', { timeout: 20_000 });
  await page.reload();
  // The timeline is folded: opened by keyboard, it says why the slot moved.
  await page.getByTestId('order-timeline').locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/दुकान बंद है; आपकी डिलीवरी .*11:00/)).toBeVisible();
  await checkScreen(page, 'order-slot-moved-hindi');

  const holiday = await context.request.put(`/api/merchant/shops/${shop.shopId}/hours`, {
    headers: owner.headers,
    data: { operatingHours: null, holidays: [day] },
  });
  expect(holiday.status(), await holiday.text()).toBe(200);
  await page.evaluate(() => window.localStorage.setItem('jhola.language', 'en'));
  await expect
    .poll(
      async () => {
        const read = await page.request.get(`/api/orders/${orderId}`, { headers: customer.headers });
        return (await read.json()).data.order.status;
      },
      { timeout: 20_000 },
    )
    .toBe('cancelled');
  const english = await phone.newPage();
  await english.goto(`/orders/${orderId}`);
  await expect(english.getByText(/no slot within a day has room/).first()).toBeVisible();
  await english.getByTestId('order-timeline').locator('summary').click();
  await checkScreen(english, 'order-slot-cancelled');
  await closeAll(phone, context);
});
