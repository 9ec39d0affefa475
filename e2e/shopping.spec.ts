import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { dismissLivePopups, scrollLongListDown } from './support/customer-steps';
import { earlyReads, watchEarlyReads } from './support/early-reads';
import { signInBrowser } from './support/session';

/**
 * Issue 12 on a 360×740 phone against the real server: choose a place, see only the shops that deliver
 * there, search across shops, open a shop and see six cards, add with the stepper, see the cart bar,
 * try another shop and cancel the replacement, check out with a saved address, Back and find the
 * form intact; no page wider than the screen.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

interface ApiShop {
  _id: string;
  name: string;
  productCount: number;
  isOpenNow: boolean;
}

const HOME_ADDRESS = {
  label: 'Home',
  isDefault: true,
  street: 'Flat 7, Shanti Niwas, Ranade Road',
  area: 'Dadar West',
  landmark: 'Near Kohinoor Square',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400028',
  coordinates: { lat: 19.0208, lng: 72.8421 },
  instructions: 'Ring twice',
  contactName: 'Asha Verma',
  contactPhone: '+91 9876501234',
};

async function shopsFor(page: Page, place?: { lat: number; lng: number }): Promise<ApiShop[]> {
  const query = place ? `?lat=${place.lat}&lng=${place.lng}&limit=100` : '?limit=100';
  return (await (await page.request.get(`/api/shops${query}`)).json()).data.shops as ApiShop[];
}

/** Product cards wholly inside the first screen. */
const cardsInFirstScreen = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main article')].filter((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight && box.width > 0;
      }).length,
  );

test('a customer picks a place, finds what they want across shops, and fills a cart without surprises', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissLivePopups(page);
  const customer = await signInBrowser(page);
  const saved = await page.request.post('/api/me/addresses', {
    headers: customer.headers,
    data: HOME_ADDRESS,
  });
  expect(saved.status(), await saved.text()).toBe(201);

  // Home asks where to deliver; a PIN code typed in becomes the place.
  await page.goto('/');
  const bar = page.getByTestId('delivery-bar');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('textbox', { name: 'Area, city or 6-digit PIN code' }).fill('400028');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(bar).not.toContainText('Choose your location');
  const place = await page.evaluate(
    () => JSON.parse(localStorage.getItem('deliveryPlace') ?? '{}').state.place,
  );
  expect(place.pin).toBe('400028');

  // Opened again, the page starts home's first reads for that place before the app runs, and the app
  // takes every one of them (decision 0051).
  await watchEarlyReads(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shops delivering to you' })).toBeVisible();
  const early = await earlyReads(page);
  const near4 = (n: number) => Math.round(n * 1e4) / 1e4;
  expect(early.started).toContain(`/api/shops?limit=20&lat=${near4(place.lat)}&lng=${near4(place.lng)}`);
  expect(early.left).toEqual([]);

  // Only the shops that deliver there, with their distance; the others wait behind a disclosure.
  const near = await shopsFor(page, place);
  const all = await shopsFor(page);
  const far = all.filter((s) => !near.some((n) => n._id === s._id));
  expect(near.length).toBeGreaterThan(0);
  expect(far.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Shops delivering to you' })).toBeVisible();
  for (const shop of near)
    await expect(page.getByRole('link', { name: shop.name, exact: true })).toBeVisible();
  await expect(page.getByText(/\d+\.\d km ·/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: far[0]!.name, exact: true })).toBeHidden();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByText('Shops in other cities').click();
  await expect(page.getByRole('link', { name: far[0]!.name, exact: true })).toBeVisible();

  // One search finds products across the shops that deliver here, grouped by shop.
  await page.getByRole('searchbox', { name: 'Search shops and products' }).fill('atta');
  await expect(page).toHaveURL(/search=atta/);
  const groups = page.getByRole('region', { name: /^Products at / });
  await expect(groups.first()).toBeVisible();
  const groupNames = await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  for (const name of groupNames) expect(near.map((s) => `Products at ${s.name}`)).toContain(name);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // An open shop that delivers here (the demo has one open around the clock in Dadar, and two in
  // Bengaluru for "another shop"): six or more cards in the first screen.
  const shop = near.find((s) => s.isOpenNow && s.productCount >= 6)!;
  const other = all.find((s) => s._id !== shop?._id && s.isOpenNow && s.productCount > 0)!;
  expect(shop && other, 'an open shop delivers to Dadar West, and another shop is open').toBeTruthy();
  await page.goto(`/shop/${shop._id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.locator('main article').nth(5)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await cardsInFirstScreen(page)).toBeGreaterThanOrEqual(6);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Add becomes a − / + stepper in place; the cart bar appears.
  const add = page.getByRole('button', { name: /^Add to Cart: / }).first();
  const name = (await add.getAttribute('aria-label'))!.replace('Add to Cart: ', '');
  await add.click();
  const stepper = page.getByRole('group', { name: `${name} in cart` });
  await expect(stepper).toBeVisible();
  await stepper.getByRole('button', { name: `Add one more ${name}` }).click();
  await expect(stepper.getByTestId('cart-quantity')).toHaveText('2 in cart');
  const cartBar = page.getByTestId('cart-bar');
  await expect(cartBar).toContainText('2 items');
  await expect(cartBar).toContainText('View cart');
  await expectNoSeriousA11yViolations(page);

  // Another shop asks before replacing the cart; Cancel keeps it.
  await page.goto(`/shop/${other._id}`);
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Replace cart?' });
  await expect(dialog).toContainText(`Your cart has items from ${shop.name}.`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartBar).toContainText('2 items');
  await expect(cartBar).toContainText(shop.name);

  // The cart: thumbnails and − / +.
  await cartBar.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: `Add one more ${name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue('3');
  await expectNoHorizontalScroll(page);

  // Checkout offers the saved address first, as one card (issue 31).
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/final-checkout$/);
  const addressCard = page.getByTestId('address-card');
  await expect(addressCard).toContainText('Deliver to Home');
  await expect(addressCard).toContainText(HOME_ADDRESS.street);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // An unfinished new address survives Back and reload; the form lists the saved addresses above it.
  await addressCard.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'A new address' }).click();
  const street = page.getByLabel('House / flat and street');
  await street.fill('Flat 12, Gokul Building, Gokhale Road');
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goForward();
  await expect(street).toHaveValue('Flat 12, Gokul Building, Gokhale Road');
  await expect(page.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await page.reload();
  await expect(street).toHaveValue('Flat 12, Gokul Building, Gokhale Road');

  // Ordered to the saved address.
  await page.getByRole('radio', { name: /^Home/ }).click();
  await expect(addressCard).toContainText(HOME_ADDRESS.street);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('checkoutDraft'))).toBeNull();
});

/** A new customer, signed in, on the shop with the most products (5,482). */
async function openBiggestShop(page: Page): Promise<ApiShop> {
  await dismissLivePopups(page);
  await signInBrowser(page);
  const shops = await shopsFor(page);
  const big = [...shops].sort((a, b) => b.productCount - a.productCount)[0]!;
  await page.goto(`/shop/${big._id}`);
  await expect(page.locator('main article').first()).toBeVisible();
  return big;
}

test('every page fits a 360 px screen, and Back returns to where the customer was', async ({ page }) => {
  test.setTimeout(120_000);
  const big = await openBiggestShop(page);
  const scrolled = await scrollLongListDown(page);
  await page.getByTestId('cart-badge').click();
  await expect(page).toHaveURL(/\/cart$/);
  // The URL changes as the navigation starts; the cart is drawn (at the top) once its screen is ready.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);

  for (const path of [
    '/',
    `/shop/${big._id}`,
    `/shop/${big._id}?view=list`,
    '/cart',
    '/final-checkout',
    '/orders',
    '/contact',
    '/debug',
  ]) {
    await page.goto(path);
    await expect(page.locator('#main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
  }
});

test('a reload on a slow network comes back to the same place in a long shop, as its pages arrive', async ({
  page,
}) => {
  await openBiggestShop(page);
  // Far enough down that the list must grow by more than its first page to get there again.
  const scrolled = await scrollLongListDown(page, 6000);

  // Every page of products now takes 0.7 s, as on a slow phone network.
  let pagesAsked = 0;
  await page.route(/\/api\/shops\/[^/]+\/products\b/, async (route) => {
    pagesAsked += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('main article').first()).toBeVisible();
  // As long as the app itself keeps at it while the list grows (RESTORE_AT_MOST_MS, 30 s, in
  // apps/web/src/app/layout/scroll-restoration.ts): a shorter bound failed a restore still under way at a
  // load of 35 (decision 0079). A passing run ends as soon as the place is reached.
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 35_000 })
    .toBeGreaterThan(scrolled - 200);
  // The place was reached only as page after page arrived.
  expect(pagesAsked).toBeGreaterThan(3);
});
