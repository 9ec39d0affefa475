import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { checkout } from './support/customer-steps';
import { BILL_PNG, quickShop } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { acceptAndStartShopping, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 29, point 2, on two phones at 360 px: the customer asks the shopper for something the app does
 * not list, orders it, the shopper prices it on the shelf, the customer approves the price and the bill
 * goes through; a message from the shopper shows on the customer's orders list, live.
 */
test.use({ actionTimeout: 15_000 });

test('an item the app does not list: asked for, priced by the shopper, approved and billed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const customerContext = await phoneContext(browser);
  const shopperContext = await phoneContext(browser);
  const customer = await customerContext.newPage();
  const shopper = await shopperContext.newPage();
  const shop = (await quickShop(customer.request)) as Awaited<ReturnType<typeof quickShop>> & {
    name: string;
  };
  const [item] = shop.products;

  // The customer adds a product on the shop's page and asks for marigold flowers there.
  await signInBrowser(customer);
  await customer.goto(`/shop/${shop._id}`);
  await customer.getByRole('button', { name: `Add to Cart: ${item!.name}` }).click();
  await customer.getByRole('button', { name: 'Ask for an item' }).click();
  const dialog = customer.getByRole('dialog', { name: "Can't find it? Ask your shopper" });
  await dialog.getByLabel('What do you need?').fill('Marigold flowers');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Notes for your shopper (optional)').fill('Yellow, for the puja');
  await expectNoSeriousA11yViolations(customer);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();

  // The cart keeps it apart from the total.
  await customer.goto('/cart');
  const cartItems = customer.getByRole('list', { name: 'Items in your cart' });
  await expect(cartItems.getByText('Marigold flowers')).toBeVisible();
  await expect(cartItems.getByText('Priced by your shopper')).toBeVisible();
  await expect(customer.getByText('The total excludes 1 item priced by your shopper')).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await expectNoHorizontalScroll(customer);

  const { orderId, orderNumber } = await checkout(customer, async (page) => {
    await expect(page.getByRole('heading', { name: 'Items your shopper will price' })).toBeVisible();
    await expect(page.getByText('Marigold flowers × 2')).toBeVisible();
  });
  await customer.goto(`/orders/${orderId}`);
  await expect(customer.getByText('The total excludes 1 item priced by your shopper')).toBeVisible();

  // The shopper prices it in the checklist and sends the revision.
  await staffLogin(shopper, DEMO.shopper);
  await acceptAndStartShopping(shopper, { orderId, orderNumber });
  await shopper.getByRole('listitem', { name: item!.name }).getByRole('button', { name: 'Found' }).click();
  const flowers = shopper.getByRole('listitem', { name: 'Marigold flowers' });
  await expect(flowers).toContainText('Not in the app');
  await expect(flowers).toContainText('Yellow, for the puja');
  await flowers.getByRole('button', { name: 'Price it' }).click();
  await flowers.getByLabel('Quantity found').fill('2');
  await flowers.getByLabel('Price per unit (₹)').fill('25.50');
  await expectNoSeriousA11yViolations(shopper);
  await expectNoHorizontalScroll(shopper);
  await shopper.getByRole('button', { name: 'Review changes' }).click();
  await expect(shopper.getByRole('list', { name: 'Changes' })).toContainText('Priced: 2 × ₹25.50');
  await shopper.getByRole('button', { name: 'Send to customer' }).click();
  await expect(shopper.getByText('Waiting for the customer to answer.')).toBeVisible();

  // The customer sees the price and approves it.
  await customer.goto(`/orders/${orderId}`);
  await expect(customer.getByTestId('order-status')).toHaveText(/Order Revised - Please Review/, {
    timeout: 30_000,
  });
  await customer.getByRole('link', { name: 'Review changes' }).first().click();
  const card = customer.getByRole('listitem').filter({ hasText: 'Marigold flowers' }).first();
  await expect(card).toContainText('Priced by your shopper');
  await expect(card).toContainText('₹51.00');
  await expectNoSeriousA11yViolations(customer);
  await expectNoHorizontalScroll(customer);
  await customer.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(customer.getByTestId('order-status')).toHaveText(/Revision Approved/);

  // A message from the shopper shows on the customer's orders list, live.
  await customer.goto('/orders');
  const listed = customer.getByRole('article').filter({ hasText: `#${orderNumber}` });
  await expect(listed).toBeVisible();
  const shopperSession = await apiLogin(shopper.request, DEMO.shopper);
  const said = await shopper.request.post(`/api/orders/${orderId}/messages`, {
    headers: shopperSession.headers,
    data: { text: 'The flowers are fresh today' },
  });
  expect(said.status(), await said.text()).toBe(201);
  await expect(listed.getByTestId('unread-messages')).toHaveText('1 new message');

  // The bill goes through.
  await expect(shopper.getByRole('button', { name: 'Finish shopping' })).toBeVisible({ timeout: 30_000 });
  await shopper.getByRole('button', { name: 'Finish shopping' }).click();
  const upload = shopper.getByLabel('Take a photo of the bill');
  await upload.setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG });
  await shopper.getByRole('button', { name: 'Upload bill' }).click();
  await expect(shopper.getByText('Waiting for the customer to approve the bill.')).toBeVisible();
  await customer.goto(`/orders/${orderId}`);
  const status = customer.getByTestId('order-status');
  await expect(status).toHaveText(/Bill Uploaded - Awaiting Approval/, { timeout: 30_000 });
  await customer.getByRole('button', { name: 'Approve Bill' }).click();
  await expect(status).toHaveText(/Bill Approved/);
  await closeAll(customerContext, shopperContext);
});
