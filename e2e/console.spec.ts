import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { newCustomer } from './support/customers';
import { QUICK_SHOP_NAME, quickShop } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';
import { closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 30, the operator's console: find an order by the customer's phone digits, the dashboard's charts
 * drawn from today's orders, a catalogue CSV with a mistake fixed and applied and seen by customers; and
 * a staff sign-in typed slowly in a browser the customer app's service worker controlled is never reloaded.
 */

/** Places today's order with a contact phone of its own; answers it and the phone's last six digits. */
async function orderWithOwnPhone(page: Page) {
  const customer = await apiLogin(page.request, await newCustomer(page.request));
  const shop = await quickShop(page.request);
  const digits = String(Date.now()).slice(-8);
  const res = await page.request.post('/api/orders', {
    headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      shopId: shop._id,
      items: [{ productId: shop.products[0]!._id, quantity: 1 }],
      deliveryAddress: {
        street: '14 Ranade Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipCode: '400028',
        contactName: 'Phone Caller',
        contactPhone: `+91 98${digits}`,
      },
      paymentMethod: 'cash',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data.order as { _id: string; orderNumber: string };
  return { order, digits: digits.slice(-6), shopId: shop._id };
}

async function findByPhone(page: Page, digits: string, orderNumber: string) {
  await page.getByRole('searchbox', { name: 'Order number, customer name, e-mail or phone' }).fill(digits);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${digits}`));
  await expect(page.getByText('1 order found')).toBeVisible();
  await page
    .getByRole('region', { name: 'Find an order' })
    .getByRole('link', { name: new RegExp(`#${orderNumber}`) })
    .click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
}

test('at 1280 px an admin finds an order by phone digits, reads the charts, and imports a catalogue CSV', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { order, digits, shopId } = await orderWithOwnPhone(page);
  await staffLogin(page, DEMO.admin);

  await findByPhone(page, digits, order.orderNumber);
  // Back keeps the search: the filters live in the address bar.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: /Order number/ })).toHaveValue(digits);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'The business at a glance' })).toBeVisible();
  const perDay = page.getByRole('region', { name: 'Orders per day' });
  await expect(perDay.getByRole('img', { name: 'Orders per day' }).locator('canvas')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Orders per hour of the day (India time)' }).locator('canvas'),
  ).toBeVisible();
  // The choice is kept in the address bar; the radio follows it once the router has moved.
  await page.getByRole('radio', { name: 'Today only' }).click();
  await expect(page).toHaveURL(/days=1/);
  await expect(page.getByRole('radio', { name: 'Today only' })).toBeChecked();
  const placedToday = page.getByRole('definition').first();
  await expect(async () => expect(Number(await placedToday.innerText())).toBeGreaterThanOrEqual(1)).toPass();
  await expectNoSeriousA11yViolations(page);

  // A spreadsheet with a mistake, fixed, applied; customers find the new product at once.
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('link', { name: new RegExp(QUICK_SHOP_NAME) }).click();
  const name = `Masala Chai ${Date.now()}`;
  const header = 'sku,name,brand,category,unit,packSize,price,mrp,stock,listed,tags';
  const file = (price: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\n,"${name}",Wagh Bakri,Beverages,pack,250 g,${price},,30,yes,"chai, चाय"\n`,
    ),
  });
  const chooser = page.getByLabel('Import a CSV file');
  await chooser.setInputFiles(file('abc'));
  await expect(page.getByText('1 mistake: fix it and choose the file again')).toBeVisible();
  await expect(page.getByText('Line 2, price: Price must be a number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await chooser.setInputFiles(file('145'));
  await expect(page.getByText('1 new, 0 changed, 0 unchanged')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Imported: 1 new, 0 changed')).toBeVisible();

  await signInBrowser(page);
  await page.goto(`/shop/${shopId}?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 20_000 });
  await closeAll(context);
});

test('at 360 px the search and the dashboard fit the phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const { order, digits } = await orderWithOwnPhone(page);
  await staffLogin(page, DEMO.admin);
  await findByPhone(page, digits, order.orderNumber);
  await expectNoHorizontalScroll(page);
  await page.goto('/staff/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Orders per day' }).locator('canvas')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await closeAll(context);
});

test.describe('service workers', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a staff sign-in typed slowly after the customer app's worker took the browser is never reloaded", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/staff/login');
    const email = page.getByLabel('E-mail');
    // Slowly, across the staff worker's first install and its claim of the page.
    await email.pressSequentially(DEMO.admin.email, { delay: 150 });
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.scriptURL.endsWith('/staff/sw.js') === true,
      undefined,
      { timeout: 30_000 },
    );
    await expect(email).toHaveValue(DEMO.admin.email);
    expect(loads).toBe(1);
  });
});
