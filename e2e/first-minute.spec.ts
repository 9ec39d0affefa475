import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { addProducts, openQuickShop } from './support/customer-steps';
import { waitForSmsCode } from './support/sms-box';

/**
 * Issue 31, the first minute of a new customer on a 360 × 740 phone: sign in with the phone and the code
 * from the SMS, a first screen that shows where it delivers, search, category tiles and two shops with
 * their delivery time, and a checkout with a saved address that places the order without scrolling.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

/** A mobile number no other journey uses (starts 9, never one digit ten times). */
const newMobile = () => `9${String(Math.floor(100_000_000 + Math.random() * 899_999_999))}`;

const HOME_ADDRESS = {
  label: 'Home',
  isDefault: true,
  street: 'Flat 7, Shanti Niwas, Ranade Road',
  area: 'Dadar West',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400028',
  coordinates: { lat: 19.0208, lng: 72.8421 },
  contactName: 'Meera Iyer',
  contactPhone: '+91 9876501234',
};

/** Elements matched by `selector` that lie wholly inside the first screen. */
const whollyInView = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      [...document.querySelectorAll(s)].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
    selector,
  );

/** A new account made through the phone sign-in API, stored in the browser as the app stores a login. */
async function phoneAccount(page: Page, name: string) {
  const phone = newMobile();
  const since = new Date();
  expect((await page.request.post('/api/auth/otp/request', { data: { phone } })).status()).toBe(202);
  const code = await waitForSmsCode(`+91${phone}`, { since });
  const res = await page.request.post('/api/auth/otp/verify', { data: { phone, code, name } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data as { token: string; user: { _id: string } };
  await page.addInitScript(
    (s) => {
      if (window.localStorage.getItem('customerAuth')) return;
      window.localStorage.setItem('customerAuth', JSON.stringify(s));
      window.localStorage.setItem('token', s.token);
      window.localStorage.setItem('user', JSON.stringify({ ...s.user, token: s.token }));
    },
    { token, user },
  );
  return { token, headers: { authorization: `Bearer ${token}` } };
}

test('a new customer signs in with the code from the SMS and sees shops with their delivery time at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const phone = newMobile();
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  const since = new Date();
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  const code = await waitForSmsCode(`+91${phone}`, { since });
  await expect(page.getByText(`We sent a 6-digit code to +91 ${phone}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  // The code field has the focus: the code is typed straight in, and its sixth digit sends it.
  await page.keyboard.type(code);
  // A new number: the name, once, asked after the code proved the number.
  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Home asks where to deliver; a PIN becomes the place.
  await page.goto('/');
  const bar = page.getByTestId('delivery-bar');
  await page.getByRole('textbox', { name: 'Area, city or 6-digit PIN code' }).fill('400028');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(bar).toHaveAttribute('aria-expanded', 'false');

  // Above the fold: where it delivers, search, category tiles with pictures, two shops with their time.
  await expect(page.getByRole('article').first().getByTestId('delivery-eta')).toBeVisible();
  await expect.poll(() => whollyInView(page, '[data-testid="delivery-bar"]')).toBe(1);
  await expect.poll(() => whollyInView(page, 'input[type="search"]')).toBe(1);
  const tiles = page.getByRole('group', { name: 'Category' }).getByRole('button');
  expect(await tiles.count()).toBeGreaterThan(2);
  expect(await whollyInView(page, '[role="group"][aria-label="Category"] img')).toBeGreaterThanOrEqual(3);
  expect(await whollyInView(page, 'main article')).toBeGreaterThanOrEqual(2);
  // Every open shop in view says when it would arrive; a closed one says when it opens instead.
  for (const card of (await page.getByRole('article').all()).slice(0, 2)) {
    await expect(card).toContainText(/Delivery in about \d+ min|Opens|Closed/);
    if ((await card.getByText('Open', { exact: true }).count()) > 0)
      await expect(card.getByTestId('delivery-eta')).toBeInViewport();
  }
  await expect(page.getByRole('article').first()).toContainText(/Delivery in about \d+ min/);
  await expect(page.getByRole('link', { name: 'Debug panel' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
});

test('checkout with a saved address is one screen: the order is placed without scrolling, and Back goes to it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await phoneAccount(page, 'Meera Iyer');
  const saved = await page.request.post('/api/me/addresses', {
    headers: session.headers,
    data: HOME_ADDRESS,
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await openQuickShop(page);
  await addProducts(page, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/final-checkout$/);

  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Ranade Road');
  await expect(card).toContainText('Meera Iyer');
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await expect(place).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await place.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await place.click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = page.url().split('/').pop()!;
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
});

test('the phone sign-in reads Hindi', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const phone = newMobile();
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'फ़ोन से आगे बढ़ें' }).click();
  await expect(page.getByText(`हमने +91 ${phone} पर 6 अंकों का कोड भेजा है।`)).toBeVisible();
  await expect(page.getByLabel('6 अंकों का कोड')).toBeFocused();
  await expectNoHorizontalScroll(page);
});
