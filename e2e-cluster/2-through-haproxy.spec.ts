import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { BILL_PNG, placeOrderByApi, quickShop } from '../e2e/support/orders';
import { type ApiSession, apiLogin, DEMO, signInBrowser } from '../e2e/support/session';
import { allProcessesReady, type RunningCluster, socketsOn, startCluster, waitFor } from './support/cluster';
import { appUrl, CLUSTER } from './support/ports';

/**
 * Issue 17: Jhola as three processes behind HAProxy, through the same `npm run cluster` an operator runs.
 * The customer uses the app in Chromium through the load balancer while the staff API is called on the
 * OTHER processes directly; the process holding the customer's live connection is killed mid-journey,
 * and the page, never reloaded, reconnects to another process and shows everything it missed.
 */

let cluster: RunningCluster;
const direct: APIRequestContext[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster('jhola_cluster_e2e');
  // The tests call each process directly: all three must be up, not only the one HAProxy found first.
  await allProcessesReady(cluster);
  for (const port of CLUSTER.appPorts)
    direct.push(await playwrightRequest.newContext({ baseURL: appUrl(port) }));
});

test.afterAll(async () => {
  for (const context of direct) await context.dispose();
  await cluster?.stop();
});

/** Where the customer's socket is: the process whose metrics count one connected socket. */
async function socketHolder(): Promise<number> {
  return waitFor('the customer socket to connect', async () => {
    const counts = await Promise.all(CLUSTER.metricsPorts.map((port) => socketsOn(port).catch(() => 0)));
    const index = counts.indexOf(1);
    return index >= 0 && counts.reduce((a, b) => a + b, 0) === 1 ? index + 1 : null;
  }).then((n) => n - 1);
}

async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

async function staffCall(
  via: APIRequestContext,
  shopper: ApiSession,
  method: 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<void> {
  const res = await via[method](`/api/shopper/orders/${path}`, { headers: shopper.headers, data });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBeLessThan(300);
}

test('a token issued by one process is accepted by every process and through HAProxy', async ({
  request,
}) => {
  const session = await apiLogin(direct[0]!, DEMO.customer);
  for (const via of [...direct, request]) {
    const me = await via.get('/api/auth/me', { headers: session.headers });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.user.email).toBe(DEMO.customer.email);
  }
});

test('the journey through HAProxy survives killing the process that holds the customer', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await signInBrowser(page, DEMO.customer);
  const shop = await quickShop(request);
  const [first, second] = shop.products;
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: first!._id, quantity: 2 },
    { productId: second!._id, quantity: 1 },
  ]);

  await page.goto(`/orders/${order._id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(/Finding Personal Shopper/);
  await markNoReload(page);

  // The staff work on the two processes that do not hold the customer's socket.
  const holderIndex = await socketHolder();
  const [a, b] = [0, 1, 2].filter((i) => i !== holderIndex).map((i) => direct[i]!) as [
    APIRequestContext,
    APIRequestContext,
  ];
  const shopper = await apiLogin(a, DEMO.shopper);

  await staffCall(a, shopper, 'post', `${order._id}/accept`);
  await expect(status).toHaveText(/Personal Shopper Assigned/);
  await staffCall(b, shopper, 'put', `${order._id}/status`, { status: 'shopper_at_shop' });
  await expect(status).toHaveText(/Shopper Arrived at Store/);

  // Kill the customer's process outright (no drain), then change the order while the page is cut off.
  const victim = cluster.state().apps[holderIndex]!;
  process.kill(victim.pid!, 'SIGKILL');
  await staffCall(a, shopper, 'put', `${order._id}/status`, { status: 'shopping_in_progress' });
  await staffCall(b, shopper, 'put', `${order._id}/status`, { status: 'final_shopping' });

  // A bill uploaded through one process...
  const total = first!.price * 2 + second!.price + shop.deliveryFee;
  const upload = await b.post(`/api/shopper/orders/${order._id}/bill`, {
    headers: shopper.headers,
    multipart: { amount: String(total), bill: { name: 'bill.png', mimeType: 'image/png', buffer: BILL_PNG } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);

  // The page reconnects (to a surviving process) and shows what it missed, without a reload.
  await expect(status).toHaveText(/Bill Uploaded - Awaiting Approval/, { timeout: 60_000 });
  // The timeline is one line that opens (issue 47), as in e2e/orders-journey.spec.ts.
  const timeline = page.getByTestId('order-timeline');
  await timeline.getByText('Timeline', { exact: true }).click();
  for (const step of [
    'Shopper Arrived at Store',
    'Shopping in Progress',
    'Bill Uploaded - Awaiting Approval',
  ])
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  await expectNoReload(page);

  // ...is served by another process, and to the browser through HAProxy.
  // (The server re-encodes the photo, so the bytes are compared between the two processes.)
  const [viaOther, viaUploader] = await Promise.all(
    [a, b].map((via) => via.get(`/api/orders/${order._id}/bill`, { headers: customer.headers })),
  );
  expect(viaOther!.status()).toBe(200);
  expect(viaOther!.headers()['content-type']).toMatch(/^image\//);
  expect(Buffer.from(await viaOther!.body()).equals(Buffer.from(await viaUploader!.body()))).toBe(true);
  await page.getByRole('button', { name: 'View Bill' }).click();
  const dialog = page.getByRole('dialog', { name: /^Bill for order/ });
  const image = dialog.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The customer acts through HAProxy; the staff finish on the other processes.
  await page.getByRole('button', { name: 'Approve Bill' }).click();
  await expect(status).toHaveText(/Bill Approved - Preparing Delivery/);
  await staffCall(a, shopper, 'put', `${order._id}/status`, { status: 'out_for_delivery' });
  const code = page.getByTestId('delivery-code');
  await expect(code).toHaveText(/^\d{4}$/);
  await staffCall(b, shopper, 'post', `${order._id}/deliver`, { otp: (await code.textContent())!.trim() });
  await expect(status).toHaveText(/Delivered/);
  await expectNoReload(page);

  // HAProxy took the killed process out while it was down; the cluster started it again.
  expect(cluster.output()).toMatch(new RegExp(`${victim.name} stopped \\(SIGKILL\\)`));
});

test('SIGTERM drains a process: ready turns 503, HAProxy moves away, no request through it fails', async ({
  request,
}) => {
  // The process killed by the test before is started again by the cluster: SIGTERM a process that is
  // serving, not one still opening its database (which has no drain to do and never answers 503).
  const [leaving] = await allProcessesReady(cluster);
  if (!leaving) throw new Error('the cluster has no process');
  const failures: string[] = [];
  let served = 0;
  let stop = false;
  const traffic = (async () => {
    while (!stop) {
      const res = await request.get('/api/shops?limit=5').catch((error: Error) => error);
      if (res instanceof Error) failures.push(res.message);
      else if (!res.ok()) failures.push(`HTTP ${res.status()}`);
      else served += 1;
    }
  })();
  process.kill(leaving.pid!, 'SIGTERM');
  await waitFor('the leaving process to answer 503 on /api/ready', async () => {
    const res = await fetch(`${appUrl(leaving.port)}/api/ready`).catch(() => null);
    return res?.status === 503;
  });
  await waitFor('the leaving process to close', async () =>
    cluster.output().includes(`${leaving.name} stopped (exit 0)`),
  );
  stop = true;
  await traffic;
  expect(failures).toEqual([]);
  expect(served).toBeGreaterThan(0);
});
