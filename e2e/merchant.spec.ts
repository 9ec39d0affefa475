import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { hi } from './support/catalogues';
import { dismissLivePopups } from './support/customer-steps';
import { placeOrderByApi, staff } from './support/orders';
import { signInBrowser } from './support/session';
import { customerSession, ownedShop, ownShopper } from './support/shop-owners';
import { waitForSmsCode } from './support/sms-box';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/** Hindi from the first screen, on this phone. */
const inHindi = (page: Page) => page.addInitScript(() => window.localStorage.setItem('jhola.language', 'hi'));

/** The owner signs in to the staff app by password and switches it to Hindi; "My shop" is their start. */
async function ownerInHindi(page: Page, owner: { email: string; password: string }) {
  await staffLogin(page, { email: owner.email, password: owner.password });
  await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(page).toHaveURL(/\/staff\/my-shop$/);
  await expect(page.getByRole('heading', { name: hi('staffApp.myShop') })).toBeVisible();
}

/** The owner signs in by a code to their phone, as customers do, on a staff app already in Hindi. */
async function ownerByPhoneCode(page: Page, phone: string) {
  await inHindi(page);
  await page.goto('/staff/login');
  await page.getByLabel(hi('staffAuth.phone')).fill(phone);
  const since = new Date();
  await page.getByRole('button', { name: hi('staffAuth.sendCode') }).click();
  await page.getByLabel(hi('staffAuth.code')).fill(await waitForSmsCode(`+91${phone}`, { since }));
  await checkScreen(page, 'staff-login-code-hindi');
  await page.getByRole('button', { name: hi('staffAuth.signInWithCode') }).click();
  await expect(page).toHaveURL(/\/staff\/my-shop$/);
  await expect(page.getByRole('heading', { name: hi('staffApp.myShop') })).toBeVisible();
}

test('an owner closes the shop in Hindi and a customer’s open shop page says it is closed at once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shop = await ownedShop((await browser.newContext()).request, [
    'Amul Toned Milk 1 L',
    'Parle-G 250 g',
  ]);
  const [customerPhone, ownerPhone] = [await phoneContext(browser), await phoneContext(browser)];
  const customer = await customerPhone.newPage();
  await inHindi(customer);
  await dismissLivePopups(customer);
  await signInBrowser(customer);
  await customer.goto(`/shop/${shop.shopId}`);
  await expect(customer.getByRole('heading', { name: shop.shopName })).toBeVisible();
  await expect(customer.getByTestId('shop-status')).toContainText(hi('shops.open'));

  const owner = await ownerPhone.newPage();
  await ownerInHindi(owner, shop.owner);
  await checkScreen(owner, 'my-shop-hindi');
  await owner.getByRole('button', { name: hi('staffMyShop.closeNow') }).click();
  await owner.getByLabel(hi('staffMyShop.reason')).fill('मंडी गए हैं');
  await owner.getByLabel(hi('staffMyShop.backAt')).fill('17:00');
  await checkScreen(owner, 'my-shop-closing-hindi');
  await owner.getByRole('button', { name: hi('staffMyShop.closeConfirm') }).click();
  await expect(owner.getByTestId('owner-shop-status')).toContainText('अभी बंद');
  await expect(owner.getByText(hi('staffMyShop.reasonShown', { reason: 'मंडी गए हैं' }))).toBeVisible();

  // The customer's page, untouched since it opened: closed, when it is back, and why.
  await expect(customer.getByTestId('shop-status')).toContainText(hi('shops.closed'));
  await expect(customer.getByTestId('shop-status')).toContainText('अभी बंद');
  await expect(customer.getByTestId('shop-closed-reason')).toHaveText(
    hi('shops.closedReason', { reason: 'मंडी गए हैं' }),
  );
  await expectNoSeriousA11yViolations(customer);
  await expectNoHorizontalScroll(customer);

  // Open again: the customer's page follows too.
  await owner.getByRole('button', { name: hi('staffMyShop.openAgain') }).click();
  await expect(customer.getByTestId('shop-status')).toContainText(hi('shops.open'));

  // Today a holiday, set on the owner's hours: closed all day for the customer, at once.
  await owner.getByRole('button', { name: hi('staffMyShop.tabHours') }).click();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await owner.getByLabel(hi('staffMyShop.holidays')).fill(today);
  await owner.getByRole('button', { name: hi('staffMyShop.addHoliday') }).click();
  await checkScreen(owner, 'my-shop-hours-hindi');
  await owner.getByRole('button', { name: hi('staffMyShop.saveHours') }).click();
  await expect(customer.getByTestId('shop-status')).toContainText('आज बंद');
  await closeAll(customerPhone, ownerPhone);
});

test('a shopper’s “not available” becomes the owner’s one-tap out of stock, in Hindi', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const shop = await ownedShop(context.request, ['Amul Toned Milk 1 L', 'Parle-G 250 g']);
  const [milk, biscuits] = shop.products;
  const buyer = await customerSession(context.request);
  const order = await placeOrderByApi(context.request, buyer, shop.shopId, [
    { productId: milk!._id, quantity: 1 },
    { productId: biscuits!._id, quantity: 2 },
  ]);
  const shopper = await ownShopper(context.request);
  await staff(context.request, shopper, 'post', `${order._id}/accept`);
  for (const status of ['shopper_at_shop', 'shopping_in_progress'])
    await staff(context.request, shopper, 'put', `${order._id}/status`, { status });
  const items = (
    await (await context.request.get(`/api/orders/${order._id}`, { headers: buyer.headers })).json()
  ).data.order.items as { itemId: string; productId: string }[];
  const milkItem = items.find((item) => item.productId === milk!._id)!;
  await staff(context.request, shopper, 'put', `${order._id}/picks`, {
    items: [{ itemId: milkItem.itemId, state: 'not_available' }],
  });

  const ownerPhone = await phoneContext(browser);
  const owner = await ownerPhone.newPage();
  await ownerByPhoneCode(owner, shop.owner.phone);
  const suggestion = owner.getByTestId('stock-suggestion');
  await expect(suggestion).toContainText(hi('staffMyShop.suggestion', { name: 'Amul Toned Milk 1 L' }));
  await checkScreen(owner, 'my-shop-suggestion-hindi');
  await suggestion.getByRole('button', { name: hi('staffMyShop.yesOutOfStock') }).click();
  await expect(suggestion).toHaveCount(0);

  // Out of stock for every customer now: the catalogue says so and an order of it is refused.
  const listed = await context.request.get(`/api/products/shop/${shop.shopId}?limit=10`);
  const products = (await listed.json()).data.products as { _id: string; inStock: boolean }[];
  expect(products.find((p) => p._id === milk!._id)?.inStock).toBe(false);
  const refused = await context.request.post('/api/orders', {
    headers: { ...buyer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      shopId: shop.shopId,
      items: [{ productId: milk!._id, quantity: 1 }],
      deliveryAddress: {
        street: '14 Ranade Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400028',
        contactName: 'Asha',
        contactPhone: '+91 9876501234',
      },
      paymentMethod: 'cash',
    },
  });
  expect(refused.status()).toBe(409);

  // The owner's stock list says so too, and the order being picked shows what was missing.
  await owner.getByRole('button', { name: hi('staffMyShop.tabOrders') }).click();
  await expect(owner.getByText(`1 × Amul Toned Milk 1 L · ${hi('staffMyShop.pickMissing')}`)).toBeVisible();
  await checkScreen(owner, 'my-shop-orders-hindi');
  await owner.getByRole('button', { name: hi('staffMyShop.tabStatement') }).click();
  await expect(owner.getByTestId('statement-totals')).toBeVisible();
  await checkScreen(owner, 'my-shop-statement-hindi');
  await staff(context.request, shopper, 'put', `${order._id}/cancel`, { reason: 'Journey over' });
  await closeAll(ownerPhone, context);
});
