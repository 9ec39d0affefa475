import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './a11y';
import { screenshotFor } from './screenshots';

/** A phone-sized browser of its own (its own storage: a second person on a second phone). */
export async function phoneContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({
    viewport: { width: 360, height: 780 },
    // One device pixel per CSS pixel, as in playwright.config.ts: layout is the phone's, raster is cheap.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/**
 * Every staff screen passes the same bar: axe clean, no sideways scroll at 360 px; with E2E_SCREENSHOTS=1
 * (for looking at the screens) a full-page screenshot as well.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  // A phone browser widens its layout viewport to fit content that overflows: the width must stay 360.
  expect(await page.evaluate(() => window.innerWidth)).toBe(360);
  await screenshotFor(page, `staff-screens/${name}`, { fullPage: true });
}

/** Signs a staff member in through the staff app's own login form, by keyboard. */
export async function staffLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Jhola Staff' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The shopper accepts the order from the available list and walks it to "shopping", by the app's buttons. */
export async function acceptAndStartShopping(
  shopper: Page,
  order: { orderId: string; orderNumber: string },
): Promise<void> {
  await shopper
    .getByRole('listitem')
    .filter({ hasText: `#${order.orderNumber}` })
    .getByRole('button', { name: 'Accept order' })
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/staff/orders/${order.orderId}$`));
  await shopper.getByRole('button', { name: "I'm at the shop" }).click();
  await shopper.getByRole('button', { name: 'Start shopping' }).click();
}

export async function closeAll(...contexts: BrowserContext[]): Promise<void> {
  for (const context of contexts) await context.close();
}
