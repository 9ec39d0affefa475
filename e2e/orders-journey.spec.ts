import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { BILL_PNG, quickShop, staff } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';

/**
 * Issue 5 + 7, the whole way: a customer fills a cart, meets every checkout rule, places one cash order,
 * and follows it live while the shopper (driven through the real staff API) accepts, revises, bills and
 * delivers it. The order page is never reloaded: a marker set on window must survive every change.
 */

const MESSAGES = {
  address: 'Please fill in all required address fields (Street, City, State)',
  pin: 'PIN code must be 6 digits',
  nameRequired: 'Contact name is required',
  nameShort: 'Contact name must be at least 2 characters',
  phoneRequired: 'Contact phone is required',
  phoneInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  phoneFake: 'Please enter a real phone number',
};

const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function customerOrderCount(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/orders/customer?limit=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()).data as unknown[]).length;
}

async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

test.use({ actionTimeout: 15_000 });

test('cart → checkout → one order → followed live to the door', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const [dal, rice] = shop.products;
  expect(dal && rice, 'two products in stock').toBeTruthy();
  const ordersBefore = await customerOrderCount(page, customer.token);

  // Fill the cart on the shop page.
  await page.goto(`/shop/${shop._id}`);
  await page.getByRole('button', { name: `Add to Cart: ${dal!.name}` }).click();
  await page.getByRole('button', { name: `Add to Cart: ${rice!.name}` }).click();

  // Cart: quantity, per-item total, summary.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  const riceQty = page.getByRole('spinbutton', { name: `Quantity of ${rice!.name}` });
  await riceQty.fill('3');
  await riceQty.press('Enter');
  await expect(page.getByText(`Total for ${rice!.name}:`).locator('..')).toContainText(
    rupees(rice!.price * 3),
  );
  const originalTotal = dal!.price + rice!.price * 3 + shop.deliveryFee;
  await expect(page.getByTestId('order-total')).toHaveText(rupees(originalTotal));
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Checkout: every validation message, Confirm disabled until all is valid.
  await expect(page).toHaveURL(/\/final-checkout$/);
  await expect(page.locator('#main').getByText(customer.user.email)).toBeVisible();
  await expect(page.getByTestId('acceptance-minutes')).toHaveText(/\d+ minutes?/);
  const confirm = page.getByRole('button', { name: /^Place order/ });
  const street = page.getByLabel('House / flat and street');
  const city = page.getByRole('textbox', { name: 'City', exact: true });
  const pin = page.getByLabel('PIN code');
  const contactName = page.getByLabel('Contact name');
  const phone = page.getByRole('textbox', { name: 'Contact phone' });
  await street.fill('');
  await street.blur();
  await expect(page.getByText(MESSAGES.address)).toBeVisible();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await pin.fill('4000');
  await pin.blur();
  await expect(page.getByText(MESSAGES.pin)).toBeVisible();
  await contactName.fill('');
  await contactName.blur();
  await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
  await contactName.fill('A');
  await expect(page.getByText(MESSAGES.nameShort)).toBeVisible();
  await phone.fill('');
  await phone.blur();
  await expect(page.getByText(MESSAGES.phoneRequired)).toBeVisible();
  await phone.pressSequentially('98-20ab1');
  await expect(phone).toHaveValue('98201');
  await expect(page.getByText(MESSAGES.phoneInvalid)).toBeVisible();
  await phone.fill('');
  await phone.pressSequentially('9999999999');
  await expect(page.getByText(MESSAGES.phoneFake)).toBeVisible();
  await expect(page.getByLabel('Country code')).toHaveValue('+91');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await street.fill('Flat 7, Shanti Niwas, Ranade Road');
  await page.getByLabel('Area / locality').fill('Dadar West');
  await city.fill('Mumbai');
  await page.getByLabel('State / union territory').selectOption('Maharashtra');
  await pin.fill('400028');
  await contactName.fill('Asha Verma');
  await phone.fill('');
  await phone.pressSequentially('9876501234');
  await expect(
    page.getByText(/Please fill in|must be|Enter a valid|Enter a 10-digit|real phone/),
  ).toHaveCount(0);
  await expect(confirm).toBeEnabled();
  await expect(page.getByTestId('order-total')).toHaveText(rupees(originalTotal));
  await expectNoHorizontalScroll(page);

  // Every order read after placement (issue 25: the confirmation shows the placement's answer, and the
  // placement's own live event, which arrives within moments, carries the order: neither fetches it).
  const orderReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/orders') && r.method() !== 'POST') orderReads.push(`${r.method()} ${r.url()}`);
  });

  // Keyboard: Enter on the focused button, twice in a row; one order must result.
  await confirm.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(orderReads).toEqual([]);
  await expect(page.getByTestId('order-number')).not.toBeEmpty();
  await expect(page.getByText('Cash on delivery: payment is due when your order arrives')).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await customerOrderCount(page, customer.token)).toBe(ordersBefore + 1);
  // The cart was cleared and the address remembered.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.length),
  ).toBe(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('checkoutAddress') ?? '{}').city)).toBe(
    'Mumbai',
  );

  // The honest success page: cash is due, not "Paid".
  await page.goto(`/order-success?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toContainText('Cash on delivery');
  await expect(page.getByTestId('payment-status')).not.toHaveText('Paid');
  await expectNoSeriousA11yViolations(page);

  // The order page, left open from here on.
  await page.goto(`/orders/${orderId}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(/Finding Personal Shopper/);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await markNoReload(page);

  await staff(request, shopper, 'post', `${orderId}/accept`);
  await expect(status).toHaveText(/Personal Shopper Assigned/);
  await expect(page.getByRole('region', { name: 'Your shopper', exact: true })).toContainText(
    shopper.user.name,
  );
  await expectNoReload(page);

  await staff(request, shopper, 'put', `${orderId}/status`, { status: 'shopper_at_shop' });
  await staff(request, shopper, 'put', `${orderId}/status`, { status: 'shopping_in_progress' });
  await expect(status).toHaveText(/Shopping in Progress/);
  await staff(request, shopper, 'post', `${orderId}/revise`, {
    items: [
      {
        productId: dal!._id,
        isAvailable: false,
        revisedQuantity: 0,
        revisedPrice: dal!.price,
        shopperNotes: 'Out of stock today',
      },
      { productId: rice!._id, isAvailable: true, revisedQuantity: 2, revisedPrice: rice!.price },
    ],
  });
  await expect(status).toHaveText(/Order Revised - Please Review/);
  await expectNoReload(page);

  // Review the revision: cards, badges, struck-through originals, totals.
  await page.getByRole('link', { name: 'Review Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Order Revised by Shopper' })).toBeVisible();
  const dalCard = page.getByRole('article', { name: dal!.name });
  await expect(dalCard).toContainText('Not available');
  await expect(dalCard).toContainText('Out of stock today');
  const riceCard = page.getByRole('article', { name: rice!.name });
  await expect(riceCard).toContainText('Modified');
  await expect(riceCard.locator('del').first()).toContainText('3');
  await expect(riceCard.locator('ins').first()).toHaveText('2');
  const revisedTotal = rice!.price * 2 + shop.deliveryFee;
  await expect(page.getByText(/^You Save:/)).toHaveText(`You Save: ${rupees(originalTotal - revisedTotal)}`);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(rupees(revisedTotal));
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(
    page.getByText('Revised order approved! Your shopper will proceed with final shopping.'),
  ).toBeVisible();
  await expect(status).toHaveText(/Revision Approved/);
  await expectNoReload(page);

  // The bill.
  await staff(request, shopper, 'put', `${orderId}/status`, { status: 'final_shopping' });
  const upload = await request.post(`/api/shopper/orders/${orderId}/bill`, {
    headers: shopper.headers,
    multipart: {
      amount: String(revisedTotal),
      bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG },
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  await expect(status).toHaveText(/Bill Uploaded - Awaiting Approval/);
  await page.getByRole('button', { name: 'View Bill' }).click();
  const dialog = page.getByRole('dialog', { name: /^Bill for order/ });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  expect(await image.getAttribute('src')).toMatch(/^blob:/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Approve Bill' }).click();
  await expect(page.getByText('Bill approved successfully!')).toBeVisible();
  await expect(status).toHaveText(/Bill Approved - Preparing Delivery/);

  // Out for delivery: the code appears live; the rider's position is shown without map tiles.
  await staff(request, shopper, 'put', `${orderId}/status`, { status: 'out_for_delivery' });
  await expect(status).toHaveText(/Out for Delivery/);
  const code = page.getByTestId('delivery-code');
  await expect(code).toHaveText(/^\d{4}$/);
  await staff(request, shopper, 'put', `${orderId}/location`, { lat: 19.025, lng: 72.845 });
  await expect(page.getByRole('region', { name: 'Where is my order?' })).toContainText('delivery partner');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // The code delivers it.
  await staff(request, shopper, 'post', `${orderId}/deliver`, { otp: (await code.textContent())!.trim() });
  await expect(status).toHaveText(/Delivered/);
  await expect(page.getByTestId('delivery-code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // The timeline is one line that opens (issue 47).
  const timeline = page.getByTestId('order-timeline');
  await timeline.getByText('Timeline', { exact: true }).click();
  for (const step of [
    'Finding Personal Shopper',
    'Personal Shopper Assigned',
    'Order Revised - Please Review',
    'Delivered',
  ]) {
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expectNoReload(page);

  // History, also reached from /order-history.
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Your Order History' })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /View details/ }) })
    .first();
  await expect(card).toContainText('Delivered');
  await expect(card).toContainText('Grand Total');
  await expect(card).toContainText(rupees(revisedTotal));
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
});
