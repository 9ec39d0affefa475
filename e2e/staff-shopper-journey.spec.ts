import { expect, test } from '@playwright/test';
import { addProducts, checkout, customerLogin, openQuickShop } from './support/customer-steps';
import { newCustomer } from './support/customers';
import { BILL_PNG } from './support/orders';
import { DEMO } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 14, the whole way on two phones at once, by clicks only: a customer orders in the customer app;
 * a shopper runs the order in the staff app at /staff (accept, picking with one item missing and one
 * changed, bill photo, delivery with a shared position and the customer's code); both screens end on
 * Delivered. Neither page is reloaded while the other person acts.
 */
test('a shopper runs an order from acceptance to the door while the customer follows it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const customerContext = await phoneContext(browser);
  const shopperContext = await phoneContext(browser, {
    permissions: ['geolocation'],
    geolocation: { latitude: 19.0, longitude: 72.82 },
  });
  const customer = await customerContext.newPage();
  const shopper = await shopperContext.newPage();

  // The customer orders three products.
  await customerLogin(customer, await newCustomer(customer.request));
  await openQuickShop(customer);
  const names = await addProducts(customer, 3);
  const { orderId, orderNumber } = await checkout(customer);

  // The shopper signs in at /staff; the customer session in the other phone is untouched by it.
  await shopper.goto('/staff/login');
  await checkScreen(shopper, '01-login');
  await staffLogin(shopper, DEMO.shopper);
  await expect(shopper).toHaveURL(/\/staff\/available$/);
  const card = shopper.getByRole('listitem').filter({ hasText: `#${orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Items');
  await expect(card).toContainText('3');
  await checkScreen(shopper, '02-available');
  await card.getByRole('button', { name: 'Accept order' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));

  // The customer's order page stays open from here on; it must never reload.
  await customer.goto(`/orders/${orderId}`);
  const status = customer.getByTestId('order-status');
  await expect(status).toHaveText(/Personal Shopper Assigned/);
  await customer.evaluate(() => {
    (window as unknown as { __same: boolean }).__same = true;
  });

  await checkScreen(shopper, '03-accepted');
  await shopper.getByRole('button', { name: "I'm at the shop" }).click();
  await shopper.getByRole('button', { name: 'Start shopping' }).click();
  await expect(status).toHaveText(/Shopping in Progress/);

  // Picking: the first item is missing, the second costs more, the third is found.
  const row = (name: string) => shopper.getByRole('listitem', { name });
  await expect(row(names[0]!)).toBeVisible();
  await row(names[0]!).getByRole('button', { name: 'Not available' }).click();
  await row(names[0]!).getByRole('button', { name: 'No replacement' }).click();
  await row(names[0]!).getByLabel('Note for the customer (optional)').fill('Out of stock today');
  await row(names[1]!).getByRole('button', { name: 'Changed' }).click();
  const price = row(names[1]!).getByLabel('Price (₹)');
  const oldPrice = Number(await price.inputValue());
  await price.fill(String(oldPrice + 5));
  await row(names[2]!).getByRole('button', { name: 'Found' }).click();
  await expect(row(names[2]!).getByRole('button', { name: 'Found' })).toHaveAttribute('aria-pressed', 'true');
  await checkScreen(shopper, '04-picking');
  await shopper.getByRole('button', { name: 'Review changes' }).click();
  await shopper.getByRole('button', { name: 'Send to customer' }).click();
  await expect(shopper.getByText('Waiting for the customer to answer.')).toBeVisible();
  await checkScreen(shopper, '05-waiting-for-answer');

  // The customer approves the changes; the shopper's screen moves on by itself.
  await expect(status).toHaveText(/Order Revised - Please Review/);
  await customer.getByRole('link', { name: 'Review Changes' }).click();
  await customer.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(status).toHaveText(/Revision Approved/);
  await shopper.getByRole('button', { name: 'Finish shopping' }).click({ timeout: 40_000 });

  // The bill: a photo (the phone's camera input), its preview, the approved total prefilled, the upload.
  const upload = shopper.getByLabel('Take a photo of the bill');
  await expect(upload).toHaveAttribute('capture', 'environment');
  await upload.setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG });
  await expect(shopper.getByRole('img', { name: 'The bill, as it will be sent' })).toBeVisible();
  await expect(shopper.getByLabel('Bill amount (₹)')).not.toHaveValue('');
  await checkScreen(shopper, '06-bill');
  await shopper.getByRole('button', { name: 'Upload bill' }).click();
  await expect(shopper.getByText('Waiting for the customer to approve the bill.')).toBeVisible();

  await expect(status).toHaveText(/Bill Uploaded - Awaiting Approval/);
  await customer.getByRole('button', { name: 'Approve Bill' }).click();
  await expect(status).toHaveText(/Bill Approved/);

  // Out for delivery: the position is shared; the customer sees it move and reads the code.
  await shopper.getByRole('button', { name: 'Out for delivery' }).click({ timeout: 40_000 });
  await expect(shopper.getByText('Your position is shared with the customer')).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(shopper.getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', /^tel:/);
  await expect(shopper.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91/,
  );
  await checkScreen(shopper, '07-delivery');
  const whereIs = customer.getByRole('region', { name: 'Where is my order?' }).getByRole('status');
  await expect(whereIs).toContainText('delivery partner');
  const before = await whereIs.textContent();
  await shopperContext.setGeolocation({ latitude: 19.02, longitude: 72.84 });
  await expect(whereIs).not.toHaveText(before ?? '', { timeout: 30_000 });
  const code = (await customer.getByTestId('delivery-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);

  // A wrong code is said plainly; the right one delivers.
  const codeField = shopper.getByLabel('Delivery code');
  await codeField.fill(code === '0000' ? '1111' : '0000');
  await shopper.getByRole('button', { name: 'Deliver' }).click();
  await expect(shopper.getByText(/That code is wrong/)).toBeVisible();
  await checkScreen(shopper, '08-wrong-code');
  await codeField.fill(code);
  await codeField.press('Enter');
  await expect(shopper.getByRole('heading', { name: 'Delivered' })).toBeVisible();
  await expect(status).toHaveText(/Delivered/);
  await checkScreen(shopper, '09-delivered');
  expect(await customer.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);

  // The shopper's history lists it with its total.
  await shopper.getByRole('link', { name: 'My orders' }).click();
  await expect(shopper.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible();
  await checkScreen(shopper, '10-history');
  // The two sessions never mixed: the customer app still has its own sign-in.
  expect(await customer.evaluate(() => localStorage.getItem('jholaStaffAuth'))).toBeNull();
  await closeAll(customerContext, shopperContext);
});
