import { expect, test } from '@playwright/test';
import { hi } from './support/catalogues';
import { apiLogin, DEMO } from './support/session';
import { ownedShop } from './support/shop-owners';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/** The domain's Hindi for the MRP refusal (the server's words follow the reader's language). */
const ABOVE_MRP_HI = 'दाम MRP से ज़्यादा नहीं हो सकता';

test('the admin bounds owners’ prices, and an owner changes one in Hindi, refused outside the bound and logged', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const shop = await ownedShop(context.request, ['Amul Toned Milk 1 L']);
  const [milk] = shop.products;
  const admin = await apiLogin(context.request, DEMO.admin);
  const rulesUrl = '/api/admin/merchant-rules';
  // The rules are the whole app's: read them first, and put them back whatever happens.
  const before = (await (await context.request.get(rulesUrl, { headers: admin.headers })).json()).data.rules;
  const mrp = await context.request.patch(`/api/admin/products/${milk!._id}`, {
    headers: admin.headers,
    data: { originalPrice: 32 },
  });
  expect(mrp.status(), await mrp.text()).toBe(200);
  const [adminPhone, ownerPhone] = [await phoneContext(browser), await phoneContext(browser)];
  try {
    // The admin's rules, on the shop changes screen, by keyboard.
    const console = await adminPhone.newPage();
    await staffLogin(console, DEMO.admin);
    await console.goto('/staff/admin/shop-changes');
    await expect(console.getByRole('heading', { name: 'Rules for shop owners' })).toBeVisible();
    await console.getByLabel("An owner's price may not be above the MRP").check();
    const percent = console.getByLabel('Largest price change at once (%)');
    await percent.fill('20');
    await checkScreen(console, 'admin-merchant-rules');
    await percent.press('Enter');
    await expect(console.getByText('Saved. Owners work under these rules from now on.')).toBeVisible();

    // The owner sees the bound in English, then works in Hindi.
    const owner = await ownerPhone.newPage();
    await staffLogin(owner, shop.owner);
    await owner.getByText(/^Dairy/).click();
    await owner.getByRole('button', { name: 'Change the price of Amul Toned Milk 1 L' }).click();
    await expect(owner.getByText('Allowed: ₹24.00 to ₹32.00 · MRP ₹32.00')).toBeVisible();
    await checkScreen(owner, 'my-shop-price');
    await owner.getByRole('button', { name: 'Switch to हिन्दी' }).click();
    const field = owner.getByLabel(hi('staffMyShop.newPriceOf', { name: 'Amul Toned Milk 1 L' }));
    await field.fill('33');
    await field.press('Enter');
    await expect(owner.getByRole('alert')).toContainText(ABOVE_MRP_HI);
    await checkScreen(owner, 'my-shop-price-refused-hindi');
    await field.fill('31.50');
    await field.press('Enter');
    await expect(field).toHaveCount(0);
    await expect(owner.getByTestId('owner-product')).toContainText('₹31.50');

    // Logged: the admin's audit names the owner and the change.
    await console.reload();
    const change = console.getByTestId('shop-change').filter({ hasText: shop.shopName }).first();
    await expect(change).toContainText('₹30.00 → ₹31.50');
    await expect(change).toContainText('Kiran Owner');
  } finally {
    await context.request.put(rulesUrl, { headers: admin.headers, data: before });
    await closeAll(adminPhone, ownerPhone, context);
  }
});
