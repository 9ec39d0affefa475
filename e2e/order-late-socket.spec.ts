import { expect, test } from '@playwright/test';
import { deliverWithCode, orderOnItsWay } from './support/orders';
import { signInBrowser } from './support/session';

/**
 * The socket comes after the first screen (its code loads when the browser is idle), so an order can
 * move between the page's read and the socket's connect. Once delivered it is in no snapshot of active
 * orders: the page must still learn of it when the socket connects, not show it on its way for good
 * (the rider-contact journey lost the delivery this way whenever the machine was quick).
 */
test('an order delivered before the page’s socket connects shows as delivered once it connects', async ({
  page,
}) => {
  const customer = await signInBrowser(page);
  const { order, rider } = await orderOnItsWay(page.request, customer);
  // A slow network: the socket library's code (its own chunk, named after socket.io-client's `esm` build;
  // a new name fails the poll below, never passes unseen) arrives only once the order has been delivered.
  let release: () => void = () => {};
  const delivered = new Promise<void>((resolve) => {
    release = resolve;
  });
  let socketCodeAsked = false;
  await page.route(/\/assets\/esm-[^/]*\.js$/, async (route) => {
    socketCodeAsked = true;
    await delivered;
    await route.continue();
  });

  await page.goto(`/orders/${order._id}`);
  await expect(page.getByTestId('order-status')).toHaveText(/Out for Delivery/);
  await expect.poll(() => socketCodeAsked).toBe(true);
  await deliverWithCode(page.request, customer, rider, order._id);
  release();

  await expect(page.getByTestId('order-status')).toHaveText(/Delivered/);
  await expect(page.getByRole('region', { name: 'How was your order?' })).toBeVisible();
});
