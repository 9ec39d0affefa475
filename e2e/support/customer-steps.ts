import { expect, type Locator, type Page } from '@playwright/test';
import { QUICK_SHOP_NAME } from './orders';

/**
 * The customer's side of the staff journeys, by clicks in the customer app. Kept in one place so a
 * change of the customer screens is mended here once.
 */
/**
 * Live popups (PRODUCT.md §9) of the journey's earlier steps (a staff account's own orders, a customer's
 * earlier order) sit over the bottom of the screen for minutes; a customer dismisses one before tapping what it covers, and so does the test.
 */
export async function dismissLivePopups(page: Page): Promise<void> {
  const popup = page.locator('div[aria-live="polite"].inset-x-2.z-40 > [role="status"]'); // not the toasts (z-50)
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Dismiss' }).click();
  });
  // So does the red banner of an order cancelled earlier (it pushes the screen down).
  const banner = page.getByTestId('cancelled-order-banner');
  await page.addLocatorHandler(banner, async () => {
    await banner.getByRole('button').first().click();
  });
}

/** Scrolls a long list (it grows as pages arrive) to about `to` px down; answers where it stopped. */
export async function scrollLongListDown(page: Page, to = 1500): Promise<number> {
  await expect
    .poll(
      () =>
        page.evaluate((y) => {
          window.scrollTo(0, y);
          return window.scrollY;
        }, to),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(to - 500);
  return page.evaluate(() => window.scrollY);
}

/**
 * A product card on screen once the long list has settled (two looks agree on its name and place), and
 * named: the list draws only the rows on screen and redraws them as pages arrive, so "the fourth card"
 * can be another element, or none, a moment later.
 */
export async function settledCardInView(page: Page, nth = 3): Promise<{ card: Locator; top: number }> {
  let seen = { name: '', top: Number.NaN };
  await expect
    .poll(
      async () => {
        const now = await page
          .locator('main article')
          .filter({ visible: true })
          .nth(nth)
          .evaluate(
            (el) => ({
              name: el.querySelector('h3')?.textContent ?? '',
              top: el.getBoundingClientRect().top,
            }),
            undefined,
            {
              timeout: 1_000,
            },
          )
          .catch(() => null);
        const settled = now !== null && now.name === seen.name && Math.abs(now.top - seen.top) < 1;
        if (now) seen = now;
        return settled;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  // By the card's own name (the article's, which is also its heading's since issue 47).
  const card = page.getByRole('article', { name: seen.name, exact: true }).filter({ visible: true }).first();
  return { card, top: seen.top };
}

/** Where a card's top is in the viewport now (CSS px, as `settledCardInView` measured it). */
export function topOf(card: Locator): Promise<number> {
  return card.evaluate((el) => el.getBoundingClientRect().top);
}

export async function customerLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await dismissLivePopups(page);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the quick demo shop from the home search. */
export async function openQuickShop(page: Page, searchLabel = 'Search shops and products'): Promise<void> {
  await page.goto('/');
  await page.getByRole('searchbox', { name: searchLabel }).fill('Apna Bazaar');
  // The list re-renders as the search settles: click again until the shop page has opened.
  // Once a click has landed, a slow shop page is waited for rather than clicked for again (its link is gone).
  await expect(async () => {
    if (!new URL(page.url()).pathname.startsWith('/shop/'))
      // A search result names the shop, then its category.
      await page
        .getByRole('link', { name: new RegExp(`^${QUICK_SHOP_NAME}`) })
        .first()
        .click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/shop\//, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: QUICK_SHOP_NAME })).toBeVisible();
}

/** Adds the first `count` products on sale to the cart; answers their names. */
export async function addProducts(page: Page, count: number): Promise<string[]> {
  const buttons = page.getByRole('button', { name: /^Add to Cart: / });
  await expect(buttons.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const button = buttons.nth(i);
    if (!(await button.isEnabled())) continue;
    const label = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    names.push(label.replace(/^Add to Cart: /, ''));
    await button.click();
  }
  return names;
}

/**
 * Cart → checkout → a cash order; answers the order's id and number as the confirmation shows them.
 * `beforeConfirm` runs on the filled checkout just before Confirm Order (to make choices of its own).
 */
export async function checkout(
  page: Page,
  beforeConfirm?: (page: Page) => Promise<void>,
): Promise<{ orderId: string; orderNumber: string }> {
  await fillCheckout(page);
  await beforeConfirm?.(page);
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = page.url().split('/').pop()!;
  const orderNumber = (await page.getByTestId('order-number').textContent())!.replace(/^#/, '').trim();
  return { orderId, orderNumber };
}

/** From the cart to a checkout filled with a typed address, ready to place the order. */
export async function fillCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/final-checkout$/);
  // A customer with a saved address sees it as one card (issue 31): this order goes to a typed one.
  const street = page.getByLabel('House / flat and street');
  const savedAddress = page.getByTestId('address-card');
  await expect(street.or(savedAddress)).toBeVisible();
  if (await savedAddress.isVisible()) {
    await savedAddress.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'A new address' }).click();
  }
  await street.fill('Flat 7, Shanti Niwas, Ranade Road');
  await page.getByLabel('Area / locality').fill('Dadar West');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Mumbai');
  await page.getByLabel('State / union territory').selectOption('Maharashtra');
  await page.getByLabel('PIN code').fill('400028');
  await page.getByLabel('Contact name').fill('Asha Verma');
  const phone = page.getByRole('textbox', { name: 'Contact phone' });
  await phone.fill('');
  await phone.pressSequentially('9876501234');
}

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * In the cart (PRODUCT.md §12): "This instead" for `item`, searching the shop in place for `other`.
 * `check` runs while the search results are open (to test that screen).
 */
export async function chooseInsteadInCart(
  page: Page,
  shopName: string,
  item: string,
  other: string,
  check?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: `Change what happens if ${item} is not available` }).click();
  await page.getByRole('radio', { name: /This instead/ }).check();
  await page.getByRole('searchbox', { name: `Search ${shopName}` }).fill(other);
  const found = page.getByRole('list', { name: `Products to get instead of ${item}` });
  await expect(found.getByRole('button').first()).toBeVisible();
  await check?.(page);
  await found
    .getByRole('button', { name: literally(other) })
    .first()
    .click();
  await expect(page.getByText(`${other} instead`)).toBeVisible();
}
