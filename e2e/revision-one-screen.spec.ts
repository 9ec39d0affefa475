import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { hi } from './support/catalogues';
import { dismissLivePopups } from './support/customer-steps';
import { placeOrderByApi, quickShop, staff } from './support/orders';
import { screenshotFor } from './support/screenshots';
import { apiLogin, DEMO, signInBrowser } from './support/session';

/**
 * Issue 47 on a 360 × 740 phone, in English and Hindi: the shopper changes one item of a six-item order;
 * the customer's review shows that change in full, the five others as one line, and the decision (approve
 * or cancel) with the new total in view without scrolling. The order page then lists the items once.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

async function reviewOneChange(page: Page, request: Parameters<typeof quickShop>[0], language: 'en' | 'hi') {
  const customer = await signInBrowser(page);
  await dismissLivePopups(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const six = shop.products.slice(0, 6);
  expect(six).toHaveLength(6);
  const order = await placeOrderByApi(
    request,
    customer,
    shop._id,
    six.map((p) => ({ productId: p._id, quantity: 1 })),
  );
  await staff(request, shopper, 'post', `${order._id}/accept`);
  await staff(request, shopper, 'put', `${order._id}/status`, { status: 'shopper_at_shop' });
  await staff(request, shopper, 'put', `${order._id}/status`, { status: 'shopping_in_progress' });
  const changed = six[0]!;
  await staff(request, shopper, 'post', `${order._id}/revise`, {
    items: [
      { productId: changed._id, isAvailable: true, revisedQuantity: 1, revisedPrice: changed.price + 5 },
    ],
  });

  await page.goto('/');
  if (language === 'hi') {
    await page.getByRole('button', { name: 'Switch to हिन्दी' }).click();
    // The choice is kept once Hindi is on screen; only then is the next page opened.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  }
  await page.goto(`/revised-order/${order._id}`);
  const approve = page.getByRole('button', {
    name: language === 'hi' ? hi('orders.revision.approve') : 'Approve Changes',
  });
  await expect(approve).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);

  // One screen: the change, the five others folded into one line, the decision in view, no scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(approve).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole('button', { name: language === 'hi' ? hi('orders.cancelOrder') : 'Cancel Order' }),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: changed.name })).toBeInViewport();
  const unchanged = page.getByTestId('unchanged-items');
  await expect(unchanged).toContainText(
    // (A plural: the catalogue's "other" branch for 5.)
    language === 'hi' ? '5 सामानों में कोई बदलाव नहीं' : '5 items unchanged',
  );
  await expect(unchanged).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, `revision-one-screen-${language}`);

  await approve.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  // The order page lists the items once: one list of six, the changed one in full.
  await expect(page.getByRole('article', { name: changed.name })).toHaveCount(1);
  await expect(page.getByTestId('order-items')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, `order-page-${language}`, { fullPage: true });
}

test('a one-item change is read and answered on one screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  await reviewOneChange(page, request, 'en');
});

test('a one-item change is read and answered on one screen, in Hindi', async ({ page, request }) => {
  test.setTimeout(180_000);
  await reviewOneChange(page, request, 'hi');
});
