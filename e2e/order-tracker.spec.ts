import { type APIRequestContext, expect, type Page, test, type WebSocket } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { scrollLongListDown, settledCardInView, topOf } from './support/customer-steps';
import {
  type ApiProduct,
  BILL_PNG,
  biggestShopId,
  firstPageProducts,
  placeOrderByApi,
  QUICK_SHOP_NAME,
  quickShop,
  staff,
  walkToFinalShopping,
} from './support/orders';
import { screenshotFor } from './support/screenshots';
import { apiLogin, DEMO, signInBrowser } from './support/session';

/**
 * Issue 13: the order page as a live tracker, followed at 360 px while the staff API drives the order;
 * messages that know their moment; rating once; order again; logout leaves nothing behind.
 */

test.use({ actionTimeout: 15_000 });

const shot = (page: Page, name: string) => screenshotFor(page, `tracker-${name}`);

/**
 * Opens a page and waits until its socket has its first orders snapshot (live from then on). The frame
 * is listened for from the moment the socket opens, in the same event: on a busy machine it can arrive
 * before `goto` has resolved, and a listener added after that waited for a frame already gone.
 */
async function gotoLive(page: Page, path: string): Promise<WebSocket> {
  const live: WebSocket[] = [];
  const onSocket = (ws: WebSocket) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('ordersSnapshot') && !live.includes(ws)) live.push(ws);
    });
  };
  page.on('websocket', onSocket);
  await page.goto(path);
  await expect.poll(() => live.length, { timeout: 30_000 }).toBeGreaterThan(0);
  page.off('websocket', onSocket);
  return live[0]!;
}

/** A new customer signed in on this phone, with a one-item order whose bill comes next. */
async function orderAtFinalShopping(page: Page, request: APIRequestContext) {
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  await walkToFinalShopping(request, shopper, order._id);
  return { customer, shopper, shop, order };
}

/** The step the stepper marks as "now". */
const currentStep = (page: Page) => page.getByTestId('tracker-steps').locator('[aria-current="step"]');

/**
 * A bill of `amount` rupees; one that equals the shop's bill for the items (their subtotal and any tax on
 * top, never the delivery fee: decision 0042) waits for an answer until a deadline.
 */
async function uploadBill(
  page: Page,
  shopper: Awaited<ReturnType<typeof apiLogin>>,
  orderId: string,
  amount = 150,
) {
  const upload = await page.request.post(`/api/shopper/orders/${orderId}/bill`, {
    headers: shopper.headers,
    multipart: {
      amount: String(amount),
      bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG },
    },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
}

test('the tracker follows an order live: stepper, pinned action, code, route, delivered, rated once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const [a, b] = shop.products;
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: a!._id, quantity: 3 },
    { productId: b!._id, quantity: 1 },
  ]);
  const id = order._id;

  await gotoLive(page, `/orders/${id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(/Finding Personal Shopper/);
  await expect(currentStep(page)).toContainText('Order placed');
  await expect(page.getByTestId('order-eta')).toHaveText(/^Estimated delivery by \d{1,2}:\d{2} [AP]M$/);
  // Cancel is quiet: a text button at the foot, not the loudest thing on the page.
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveClass(/underline/);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, '1-placed');

  // The stepper advances live.
  await staff(request, shopper, 'post', `${id}/accept`);
  await expect(status).toHaveText(/Personal Shopper Assigned/);
  await expect(currentStep(page)).toContainText('Shopper assigned');
  await expect(page.getByTestId('tracker-steps').locator('li').first()).toHaveAttribute('data-state', 'done');
  await staff(request, shopper, 'put', `${id}/status`, { status: 'shopper_at_shop' });
  await staff(request, shopper, 'put', `${id}/status`, { status: 'shopping_in_progress' });
  await expect(currentStep(page)).toContainText('Shopping');

  // Pinned action 1: Review changes (a 3 → 2 change with a note, one item not available).
  await staff(request, shopper, 'post', `${id}/revise`, {
    items: [
      {
        productId: a!._id,
        isAvailable: true,
        revisedQuantity: 2,
        revisedPrice: a!.price,
        shopperNotes: 'Only 2 left',
      },
      { productId: b!._id, isAvailable: false, revisedQuantity: 0, revisedPrice: b!.price },
    ],
  });
  await expect(currentStep(page)).toContainText('Your review of changes');
  const review = page.getByRole('link', { name: 'Review changes' });
  await expect(review).toBeVisible();
  // On the order's own page the tracker is the notice: no popup covers it.
  await expect(page.getByRole('button', { name: 'View' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, '2-review');
  await review.click();
  await expect(page.getByRole('article', { name: b!.name })).toContainText('Not available');
  await expect(page.getByText(/^Removed items:/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const approvedFlash = page.getByText(
    'Revised order approved! Your shopper will proceed with final shopping.',
  );
  await expect(approvedFlash).toBeVisible();
  // Honest wording after approval: the 3 → 2 item is still "Modified", whatever the note says.
  await expect(page.getByRole('article', { name: a!.name })).toContainText('Modified');
  // One-shot: a reload never brings the message back.
  await page.reload();
  await expect(status).toHaveText(/Revision Approved/);
  await expect(approvedFlash).toHaveCount(0);

  // Pinned action 2: Approve bill.
  await staff(request, shopper, 'put', `${id}/status`, { status: 'final_shopping' });
  await uploadBill(page, shopper, id);
  await expect(currentStep(page)).toContainText('Bill');
  const approveBill = page.getByRole('button', { name: 'Approve Bill' });
  await expect(approveBill).toBeVisible();
  await expect(review).toHaveCount(0);
  await shot(page, '3-bill');
  await approveBill.click();
  await expect(page.getByText('Bill approved successfully!')).toBeVisible();
  await expect(status).toHaveText(/Bill Approved - Preparing Delivery/);
  await expect(approveBill).toHaveCount(0);

  // Pinned action 3: the delivery code, in large digits, with the warning.
  await staff(request, shopper, 'put', `${id}/status`, { status: 'out_for_delivery' });
  const code = page.getByTestId('delivery-code');
  await expect(code).toHaveText(/^\d{4}$/);
  await expect(page.getByText('Share this code only when your order arrives.')).toBeVisible();
  await expect(currentStep(page)).toContainText('On the way');

  // Where is my order? The delivery person's position moves the marker without a reload.
  await staff(request, shopper, 'put', `${id}/location`, { lat: 19.025, lng: 72.845 });
  const whereabouts = page.getByTestId('delivery-whereabouts');
  await expect(whereabouts).not.toContainText('appears here as soon as');
  const picture = page.getByTestId('route-picture');
  const rider = picture.locator('[data-marker="Rider"]');
  const before = await rider.getAttribute('style').catch(() => null);
  await staff(request, shopper, 'put', `${id}/location`, { lat: 19.03, lng: 72.85 });
  if (before !== null) await expect(rider).not.toHaveAttribute('style', before);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, '4-on-the-way');

  await staff(request, shopper, 'post', `${id}/deliver`, { otp: (await code.textContent())!.trim() });
  await expect(status).toHaveText(/Delivered/);
  await expect(page.getByTestId('order-eta')).toHaveText(/^Delivered at \d{1,2}:\d{2} [AP]M$/);
  await expect(code).toHaveCount(0);
  await expect(page.getByTestId('tracker-steps').locator('li[data-state="upcoming"]')).toHaveCount(0);

  // Rating, once.
  const rating = page.getByRole('region', { name: 'How was your order?' });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating.getByRole('alert')).toHaveText('Choose stars for the shop and for the shopper.');
  await rating.getByRole('group', { name: QUICK_SHOP_NAME }).locator('label').nth(3).click();
  await rating
    .getByRole('group', { name: /^Shopper/ })
    .locator('label')
    .nth(4)
    .click();
  await rating.getByLabel('Comment (optional)').fill('Careful with the eggs, thank you');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '5-rate');
  await rating.getByRole('button', { name: 'Send rating' }).click();
  const thanks = page.getByRole('region', { name: 'Thank you for your rating' });
  await expect(thanks).toContainText('4 of 5 stars');
  await page.reload();
  await expect(thanks).toContainText('Careful with the eggs');
  await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
  const again = await request.post(`/api/orders/${id}/rating`, {
    headers: customer.headers,
    data: { shopRating: 1, shopperRating: 1 },
  });
  expect(again.status()).toBe(409);
  await expectNoHorizontalScroll(page);
  await shot(page, '6-delivered');
});

test('one notice per event, withdrawn once it is no longer true; toasts stay on their page', async ({
  page,
  request,
}) => {
  const { customer, shopper, shop, order } = await orderAtFinalShopping(page, request);
  const id = order._id;

  // The code that turns order events into popups arrives after the socket (both wait for the first
  // screen). Held back here until the bill's event is in: a move in that gap still makes its popup.
  let releaseLiveLayer = () => {};
  const liveLayerHeld = new Promise<void>((resolve) => {
    releaseLiveLayer = resolve;
  });
  await page.route(/\/assets\/live-layer-[^/]+\.js$/, async (route) => {
    await liveLayerHeld;
    await route.continue();
  });
  const socket = await gotoLive(page, '/');
  await expect(page.getByRole('region', { name: 'Your active orders' })).toBeVisible();
  const billEvent = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"bill_uploaded"'),
  });
  await uploadBill(page, shopper, id);
  await billEvent;
  releaseLiveLayer();
  const popup = page.getByRole('status').filter({ hasText: 'Bill ready for approval' });
  await expect(popup).toBeVisible();
  // Exactly one notice: no toast repeats the popup's words.
  await expect(page.getByText('Your bill is ready. Please review and approve it.')).toHaveCount(1);
  await shot(page, '7-one-notice');

  // Approved elsewhere: the popup is no longer true and goes.
  const approved = await request.put(`/api/orders/${id}/approve-bill`, { headers: customer.headers });
  expect(approved.status()).toBe(200);
  await expect(popup).toHaveCount(0);

  // A toast belongs to its page: it does not follow the customer to the next one.
  // (An add itself shows no toast, issue 47; replacing a cart from another shop does.)
  await page.goto(`/shop/${shop._id}`);
  await page.getByRole('button', { name: `Add to Cart: ${shop.products[1]!.name}` }).click();
  await page.goto(`/shop/${await biggestShopId(request)}`);
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: 'Replace cart?' })
    .getByRole('button', { name: 'Replace' })
    .click();
  const toast = page.getByText('It has been reset for the new shop');
  await expect(toast).toBeVisible();
  await page.getByRole('link', { name: /cart/i }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast).toHaveCount(0);
});

test('the countdown for an answer stays in view deep in a shop, as a row of the header, and leads to the bill', async ({
  page,
  request,
}) => {
  const { customer, shopper, order } = await orderAtFinalShopping(page, request);

  await gotoLive(page, `/shop/${await biggestShopId(request)}`);
  await expect(page.locator('main article').first()).toBeVisible();
  await scrollLongListDown(page);
  const { card: inView, top: before } = await settledCardInView(page);

  const { orderValue } = (
    await (await request.get(`/api/orders/${order._id}`, { headers: customer.headers })).json()
  ).data.order as { orderValue: { subtotal: number; taxes: number } };
  await uploadBill(
    page,
    shopper,
    order._id,
    Math.round((orderValue.subtotal + orderValue.taxes) * 100) / 100,
  );
  const bar = page.getByRole('region', { name: 'Waiting for your answer' });
  await expect(bar).toContainText(`Order #${order.orderNumber} has its bill`);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar.getByRole('timer')).toContainText(/Answer within/);
  // A row of the header: the shop's pinned search moves down under it instead of being covered.
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 1);
  const search = (await page.getByRole('searchbox', { name: 'Search products' }).boundingBox())!;
  expect(search.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  // What the customer was looking at stays where it was.
  expect(Math.abs((await topOf(inView)) - before)).toBeLessThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, '8-answer-bar-in-header');

  await bar.getByRole('link', { name: 'See bill and approve it' }).click();
  await expect(page).toHaveURL(`/orders/${order._id}`);
  await expect(bar).toHaveCount(0);
  // Answered here, it waits no more: the journeys after this one see no bar.
  await page.getByRole('button', { name: 'Approve Bill' }).click();
  await expect(page.getByText('Bill approved successfully!')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your active orders' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a cancellation missed while away is told once, and the reason shows everywhere after a reload', async ({
  page,
  request,
}) => {
  const customer = await signInBrowser(page);
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: shop.products[0]!._id, quantity: 1 },
  ]);
  // The customer is away (no page open) when the shopper cancels.
  await staff(request, shopper, 'post', `${order._id}/accept`);
  await staff(request, shopper, 'put', `${order._id}/cancel`, { reason: 'Shop is closed for a festival' });

  // The live layer's chunk is held back until the socket has received its one snapshot of the
  // connection, as on a slow phone: the missed cancellation must still be told.
  let snapshotReceived = false;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"ordersSnapshot"')) snapshotReceived = true;
    });
  });
  await page.route(/\/assets\/live-layer-[^/]+\.js$/, async (route) => {
    await expect.poll(() => snapshotReceived).toBe(true);
    await route.continue();
  });
  await page.goto('/');
  const banner = page.getByTestId('cancelled-order-banner');
  await expect(banner).toContainText(`Order #${order.orderNumber} was cancelled`);
  await page.unroute(/\/assets\/live-layer-[^/]+\.js$/);
  await expect(banner).toContainText('Shop is closed for a festival');
  const widget = page.getByRole('list', { name: 'Recently cancelled' });
  await expect(widget.getByRole('listitem').filter({ hasText: order.orderNumber })).toContainText(
    'Reason: Shopper cancelled: Shop is closed for a festival',
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await shot(page, '8-cancel-home');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  // Told once: a reload does not bring the banner back.
  await page.reload();
  await expect(widget).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto(`/orders/${order._id}`);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText(/Cancelled/);
  await expect(page.getByTestId('cancel-reason')).toHaveText(
    'Reason: Shopper cancelled: Shop is closed for a festival',
  );
  await expect(page.getByTestId('tracker-steps').locator('li').last()).toContainText('Cancelled');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '9-cancel-page');

  await page.goto('/orders');
  await expect(page.getByRole('article', { name: `Order #${order.orderNumber}` })).toContainText(
    'Reason: Shopper cancelled: Shop is closed for a festival',
  );
});

test('order again: today’s prices, one item out of stock said so, another shop’s cart replaced only after asking; logout forgets it all', async ({
  page,
  request,
}) => {
  const customer = await signInBrowser(page);
  const admin = await apiLogin(request, DEMO.admin);
  const shop = await quickShop(request);
  const [keep, soldOut] = shop.products;
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: keep!._id, quantity: 2 },
    { productId: soldOut!._id, quantity: 1 },
  ]);
  const cancelled = await request.put(`/api/orders/${order._id}/cancel`, {
    headers: customer.headers,
    data: { reason: 'Ordered too early' },
  });
  expect(cancelled.status()).toBe(200);
  const setStock = async (stockQuantity: number) => {
    const res = await request.patch(`/api/admin/products/${soldOut!._id}`, {
      headers: admin.headers,
      data: { stockQuantity },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setStock(0);
  try {
    // Something from another shop is in the cart already.
    const shops = (await (await request.get('/api/shops?limit=20')).json()).data.shops as {
      _id: string;
      name: string;
      isOpenNow: boolean;
    }[];
    let other = shops[0]!;
    let otherProduct: ApiProduct | undefined;
    // An open shop (a closed one's cards say when it opens instead of Add) showing a one-size product first.
    for (const candidate of shops.filter((s) => s._id !== shop._id && s.isOpenNow)) {
      [other, otherProduct] = [candidate, (await firstPageProducts(request, candidate._id))[0]];
      if (otherProduct) break;
    }
    expect(otherProduct, 'another open shop shows a product of one size first').toBeTruthy();
    await page.goto(`/shop/${other._id}`);
    await page.getByRole('button', { name: `Add to Cart: ${otherProduct!.name}` }).click();

    await page.goto(`/orders/${order._id}`);
    const orderAgain = page.getByRole('button', { name: 'Order again' });
    // Saying no leaves the cart alone.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await orderAgain.click();
    await expect(page.getByTestId('order-again-result')).toHaveText('Your cart was left as it was.');
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await orderAgain.click();
    const result = page.getByTestId('order-again-result');
    await expect(result).toContainText("Added 2 items to your cart at today's prices.");
    await expect(result).toContainText(`Out of stock: ${soldOut!.name}.`);
    expect(question).toContain(`Replace them with this order's items from ${QUICK_SHOP_NAME}`);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await shot(page, '10-order-again');
    await result.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${keep!.name}` })).toHaveValue('2');
    await expect(page.getByText(otherProduct!.name)).toHaveCount(0);
  } finally {
    await setStock(500);
  }

  // Logout leaves nothing of this customer in the browser.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  // Logout goes home, which a visitor may browse (decision 0057): signed out, the cart empty.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const left = await page.evaluate(() => ({
    keys: Object.keys(localStorage).filter((k) => !['cart', 'notifications'].includes(k)),
    cart: JSON.parse(localStorage.getItem('cart') ?? '{"state":{"items":[]}}').state.items.length,
    notifications: JSON.parse(localStorage.getItem('notifications') ?? '{"state":{"items":[]}}').state.items
      .length,
  }));
  expect(left).toEqual({ keys: [], cart: 0, notifications: 0 });
});
