import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { DEVANAGARI, hi } from './support/catalogues';
import { dismissLivePopups, literally, openQuickShop } from './support/customer-steps';
import { linkIn, waitForMail } from './support/mailbox';
import { AFTER_COUNTDOWN } from './support/session';

/**
 * Issue 19 on a 360×740 phone: a new customer switches Jhola to Hindi on the login page, signs up, is
 * mailed in Hindi, logs in, shops, checks out and sees the order, every screen in Hindi with no sideways
 * scroll (Hindi words are longer) and no serious axe finding; a second phone opens in Hindi after login
 * because the account remembers.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

const PASSWORD = 'Journey@123';
const email = `e2e-hindi-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;

/** The screen reads Hindi, fits the phone and passes axe. */
async function checkHindiScreen(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading').first()).toHaveText(DEVANAGARI);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel(hi('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(hi('auth.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: hi('auth.logIn'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A mail header as a person reads it (RFC 2047 encoded words, as nodemailer writes non-ASCII subjects). */
const decodeHeader = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_all, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

async function newPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await dismissLivePopups(page);
  return { context, page };
}

test('a customer switches to Hindi, signs up, shops and orders, all in Hindi on a 360 px phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page } = await newPhone(browser);

  // English by default, whatever the place; the switch names Hindi in Hindi.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: hi('auth.loginTitle') })).toBeVisible();
  await checkHindiScreen(page);

  // Sign up in Hindi: the account starts in Hindi, and so does its mail.
  const since = new Date();
  await page.getByRole('link', { name: hi('auth.createAccount') }).click();
  await expect(page.getByRole('heading', { name: hi('auth.signupTitle') })).toBeVisible();
  await checkHindiScreen(page);
  await page.getByLabel(hi('auth.fullName'), { exact: true }).fill('Sunita Devi');
  await page.getByLabel(hi('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(hi('auth.phone'), { exact: true }).fill('9876543210');
  await page.getByLabel(hi('auth.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(hi('auth.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: hi('auth.signUp'), exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, AFTER_COUNTDOWN);

  const mail = await waitForMail(email, '', { since });
  expect(decodeHeader(mail.subject)).toMatch(DEVANAGARI);
  const link = linkIn(mail, '/verify-email');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(hi('auth.verifiedDone'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, AFTER_COUNTDOWN);
  await logIn(page);
  await checkHindiScreen(page);

  // Shop: the search, the shop, the add button, the cart and checkout speak Hindi; names stay as written.
  await openQuickShop(page, hi('shops.searchShopsAndProducts'));
  await expectNoHorizontalScroll(page);
  const add = page.getByRole('button', { name: literally(hi('shops.addToCartLabel', { name: '' })) });
  await add.first().click();

  await page.goto('/cart');
  await checkHindiScreen(page);
  await page.getByRole('button', { name: hi('cart.proceed') }).click();
  await expect(page).toHaveURL(/\/final-checkout$/);
  await checkHindiScreen(page);
  await page.getByLabel(hi('checkout.street')).fill('Flat 7, Shanti Niwas, Ranade Road');
  await page.getByLabel(hi('checkout.area')).fill('Dadar West');
  await page.getByRole('textbox', { name: hi('checkout.city'), exact: true }).fill('Mumbai');
  await page.getByLabel(hi('checkout.state')).selectOption('Maharashtra');
  await page.getByLabel(hi('checkout.pinCode')).fill('400028');
  await page.getByLabel(hi('checkout.contactName')).fill('Sunita Devi');
  const phone = page.getByRole('textbox', { name: hi('checkout.contactPhone') });
  await phone.fill('');
  await phone.pressSequentially('9876501234');
  // "ऑर्डर करें · ₹…": the sticky bar names the total (issue 31).
  const placeOrder = hi('checkout.placeOrder', { total: '\u0000' }).split('\u0000')[0]!;
  await page.getByRole('button', { name: new RegExp(`^${placeOrder}`) }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: hi('orders.confirmation.title') })).toBeVisible();
  await checkHindiScreen(page);
  const orderId = page.url().split('/').pop()!;

  // The order page, and a reload: still Hindi, from this phone's choice; the timeline reads Hindi too.
  await page.goto(`/orders/${orderId}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await checkHindiScreen(page);
  await context.close();

  // A second phone that chose nothing: English until login, then the account's Hindi.
  const second = await newPhone(browser);
  await second.page.goto('/login');
  await expect(second.page.locator('html')).toHaveAttribute('lang', 'en');
  await second.page.getByLabel('Email', { exact: true }).fill(email);
  await second.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await second.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(second.page).not.toHaveURL(/\/login/);
  await checkHindiScreen(second.page);
  await second.context.close();
});
