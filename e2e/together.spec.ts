import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { BILL_PNG, placeOrderByApi, quickShop, staff } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 29 on two phones at 360 px: the customer and the shopper write to each other on the order (a
 * shelf photo from the checklist, a quick reply), and each tick reaches the customer's open page live
 * and survives the shopper's reload.
 */
test('customer and shopper shop together: chat with a photo, ticks live and kept over a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const customerContext = await phoneContext(browser);
  const shopperContext = await phoneContext(browser);
  const customer = await customerContext.newPage();
  const shopper = await shopperContext.newPage();

  const customerSession = await signInBrowser(customer);
  const shopperSession = await apiLogin(shopper.request, DEMO.shopper);
  const shop = await quickShop(customer.request);
  const [first, second] = shop.products;
  const order = await placeOrderByApi(customer.request, customerSession, shop._id, [
    { productId: first!._id, quantity: 1 },
    { productId: second!._id, quantity: 1 },
  ]);
  await staff(shopper.request, shopperSession, 'post', `${order._id}/accept`);
  for (const status of ['shopper_at_shop', 'shopping_in_progress'])
    await staff(shopper.request, shopperSession, 'put', `${order._id}/status`, { status });

  // The customer writes first, from the order page.
  await customer.goto(`/orders/${order._id}`);
  const chat = customer.getByRole('region', { name: /Chat with your shopper/ });
  await expect(chat).toBeVisible();
  await chat.getByLabel('Write a message').fill('Please pick the ripest ones');
  await chat.getByRole('button', { name: 'Send' }).click();
  const said = chat.getByRole('list', { name: 'Chat with your shopper' });
  await expect(said.getByText('Please pick the ripest ones')).toBeVisible();
  await expect(chat.getByLabel('Write a message')).toHaveValue('');

  // The shopper sees it on My order, ticks the first item and asks about the second with a shelf photo.
  await staffLogin(shopper, DEMO.shopper);
  await shopper.goto(`/staff/orders/${order._id}`);
  await expect(shopper.getByText('Please pick the ripest ones')).toBeVisible();
  const row = (name: string) => shopper.getByRole('listitem', { name });
  await row(first!.name).getByRole('button', { name: 'Found' }).click();

  // The customer's open page shows it live, without a reload.
  await expect(customer.getByText('Found 1 of 2')).toBeVisible();

  await row(second!.name).getByRole('button', { name: 'Ask about this item' }).click();
  await row(second!.name).getByLabel('Photo of the shelf').setInputFiles({
    name: 'shelf.png',
    mimeType: 'image/png',
    buffer: BILL_PNG,
  });
  await row(second!.name).getByRole('button', { name: 'Send' }).click();
  await expect(said.getByText(`About ${second!.name}: the shop has this. Is it OK?`)).toBeVisible();
  await expect(said.getByRole('img', { name: /Photo from/ })).toBeVisible();

  // A quick reply goes back; the shopper hears it live.
  await chat.getByRole('button', { name: "Yes, that's fine" }).click();
  await expect(shopper.getByText("Yes, that's fine")).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  await expectNoHorizontalScroll(customer);

  // The shopper's tick survives a reload.
  await shopper.reload();
  await expect(row(first!.name).getByRole('button', { name: 'Found' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(shopper);
  await expectNoHorizontalScroll(shopper);

  await closeAll(customerContext, shopperContext);
});
