import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { scrollLongListDown } from './support/customer-steps';
import { biggestShopId, placeOrderByApi, quickShop, staff } from './support/orders';
import { apiLogin, DEMO, signInBrowser } from './support/session';

/** Issue 7: cancellations, live (by the shopper, with the red banner) and by the customer (with confirmation). */

test.use({ actionTimeout: 15_000 });

/** A new customer signed in on this phone, with a new order a shopper is about to cancel. */
async function orderToCancel(page: Page, request: APIRequestContext) {
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  return { shopper, order };
}

test('a shopper cancels with a reason: the red banner says why, and that nothing is due', async ({
  page,
  request,
}) => {
  const { shopper, order } = await orderToCancel(page, request);

  // Home's code is held back, as on a slow network: the page itself starts the orders widget's code as
  // soon as its orders arrive, before home has run and asked for it (issue 47).
  let releaseHome = () => {};
  const homeHeld = new Promise<void>((resolve) => {
    releaseHome = resolve;
  });
  await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
    await homeHeld;
    await route.continue();
  });
  const widgetCode = page.waitForRequest(/\/assets\/active-orders-widget-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await widgetCode;
  releaseHome();
  const widget = page.getByRole('region', { name: 'Your active orders' });
  await expect(widget.getByRole('link', { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await staff(request, shopper, 'post', `${order._id}/accept`);
  await staff(request, shopper, 'put', `${order._id}/cancel`, { reason: 'Shop is closed for a festival' });

  const banner = page.getByTestId('cancelled-order-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('role', 'alert');
  await expect(banner).toContainText(`Order #${order.orderNumber} was cancelled`);
  await expect(banner).toContainText('Reason: Shopper cancelled: Shop is closed for a festival');
  await expect(banner).toContainText('nothing is due');
  await expect(banner).not.toContainText(/refund/i);
  // The cancelled order leaves the active list without a reload, and says why where it was (issue 13).
  await expect(widget.getByRole('link', { name: `Order #${order.orderNumber}`, exact: true })).toHaveCount(0);
  // It is said apart, under the active orders (issue 31).
  await expect(
    page
      .getByRole('list', { name: 'Recently cancelled' })
      .getByRole('listitem')
      .filter({ hasText: order.orderNumber }),
  ).toContainText('Reason: Shopper cancelled: Shop is closed for a festival');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
});

test('a cancellation that arrives while the customer is deep in a shop shows where they are, and dismissing it keeps their place', async ({
  page,
  request,
}) => {
  const { shopper, order } = await orderToCancel(page, request);
  await page.goto(`/shop/${await biggestShopId(request)}`);
  await expect(page.locator('main article').first()).toBeVisible();
  const banner = page.getByTestId('cancelled-order-banner');
  await scrollLongListDown(page);

  await staff(request, shopper, 'post', `${order._id}/accept`);
  await staff(request, shopper, 'put', `${order._id}/cancel`, { reason: 'Shop is closed for a festival' });
  // The newest cancellation is the one shown.
  await expect(banner).toContainText(`Order #${order.orderNumber} was cancelled`);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await expect(banner).toBeInViewport({ ratio: 1 });
  // Right under the header, not over it.
  const header = await page.locator('header').first().boundingBox();
  const box = await banner.boundingBox();
  expect(Math.abs(box!.y - (header!.y + header!.height))).toBeLessThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  // The page stays where it was (the banner is 150 px or more tall; a pixel of re-measuring is not a move).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
});

test('the customer cancels from the order page after the browser confirmation', async ({ page, request }) => {
  const customer = await signInBrowser(page);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[1]!._id, quantity: 2 },
  ]);

  await page.goto(`/orders/${order._id}`);
  const cancel = page.getByRole('button', { name: 'Cancel Order' });
  await expect(cancel).toBeVisible();

  // Dismissing the confirmation changes nothing.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await cancel.click();
  await expect(page.getByTestId('order-status')).toHaveText(/Finding Personal Shopper/);

  let question = '';
  page.once('dialog', (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  expect(question).toBe('Are you sure you want to cancel this order? Your shopper will be notified.');
  await expect(page.getByText('Order cancelled successfully.')).toBeVisible();
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await expect(card).toContainText('Cancelled');
  // Their own cancellation needs no red banner (one for an older order missed on this browser may show).
  await expect(page.getByTestId('cancelled-order-banner').filter({ hasText: order.orderNumber })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yViolations(page);
});
