import { expect, test } from '@playwright/test';
import { newCustomer } from './support/customers';
import { type ApiProduct, keepOrderable, placeOrderByApi, quickShop, staff } from './support/orders';
import { apiLogin, DEMO } from './support/session';
import { checkScreen, closeAll, phoneContext, staffLogin } from './support/staff-app';

/**
 * Issue 15, the shopper's side at 360 px: an order placed through the HTTP API with a "This instead"
 * preference, a "Best match" and a "Don't replace"; in the staff app the shopper reads each preference,
 * replaces the first with one tap, finds a best match by searching the shop, removes the third, checks the
 * new total and sends; after the customer refuses one replacement the shopper sees what was kept.
 */
test('a shopper replaces missing items as the customer asked', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const customer = await apiLogin(request, await newCustomer(request));
  const shopper = await apiLogin(request, DEMO.shopper);
  const shop = await quickShop(request);
  const all = (await (await request.get(`/api/products/shop/${shop._id}`)).json()).data
    .products as ApiProduct[];
  const named = (name: string) => {
    const found = all.find((p) => p.name === name);
    expect(found, `${name} is in the demo shop`).toBeTruthy();
    return found!;
  };
  const milk = named('Amul Taaza Toned Milk 1 L');
  const halfLitre = named('Amul Taaza Toned Milk 500 ml');
  const rice = named('Kolam Rice');
  const poha = named('Poha (Thick)');
  const eggs = named('Eggs (Farm)');
  const sugar = named('Sugar');
  await keepOrderable(request, await apiLogin(request, DEMO.admin), [
    milk,
    halfLitre,
    rice,
    poha,
    eggs,
    sugar,
  ]);
  const order = await placeOrderByApi(request, customer, shop._id, [
    { productId: milk._id, quantity: 1, replacement: { mode: 'specific', productId: halfLitre._id } },
    { productId: rice._id, quantity: 2, replacement: { mode: 'best_match' } },
    { productId: eggs._id, quantity: 1, replacement: { mode: 'none' } },
    { productId: sugar._id, quantity: 1 },
  ]);
  const id = order._id;
  await staff(request, shopper, 'post', `${id}/accept`);
  await staff(request, shopper, 'put', `${id}/status`, { status: 'shopper_at_shop' });
  await staff(request, shopper, 'put', `${id}/status`, { status: 'shopping_in_progress' });

  const context = await phoneContext(browser);
  const page = await context.newPage();
  await staffLogin(page, DEMO.shopper);
  await page.goto(`/staff/orders/${id}`);
  const row = (name: string) => page.getByRole('listitem', { name });
  await expect(row(milk.name)).toContainText(`Get instead: ${halfLitre.name}`);
  await expect(row(rice.name)).toContainText('If not available: Best match');
  await expect(row(eggs.name)).toContainText("If not available: Don't replace");
  await checkScreen(page, 'replace-01-preferences');

  // "This instead": one tap on the named product; two half litres for the litre.
  await row(milk.name).getByRole('button', { name: 'Not available' }).click();
  await row(milk.name)
    .getByRole('button', { name: new RegExp(`Get ${halfLitre.name}`) })
    .click();
  await row(milk.name)
    .getByRole('button', { name: `More: quantity of ${halfLitre.name}` })
    .click();
  await expect(row(milk.name).getByRole('status')).toHaveText('2');

  // "Best match": the search starts from what the item is; the shopper looks for poha instead.
  await row(rice.name).getByRole('button', { name: 'Not available' }).click();
  await row(rice.name).getByRole('button', { name: 'Find a replacement' }).click();
  const dialog = page.getByRole('dialog', { name: `Replace ${rice.name}` });
  await expect(dialog.getByLabel('Search the shop')).toHaveValue('Rice');
  await dialog.getByLabel('Search the shop').fill('zzzz');
  await expect(dialog.getByText('Nothing matches "zzzz"')).toBeVisible();
  await checkScreen(page, 'replace-02-search-empty');
  await dialog.getByLabel('Search the shop').fill('poha');
  await expect(
    dialog.getByRole('button', { name: new RegExp(poha.name.replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();
  await checkScreen(page, 'replace-03-search');
  await dialog.getByRole('button', { name: new RegExp(poha.name.replace(/[()]/g, '\\$&')) }).click();
  await expect(row(rice.name)).toContainText('Bringing instead');

  // "Don't replace": only "Not available".
  await row(eggs.name).getByRole('button', { name: 'Not available' }).click();
  await expect(row(eggs.name).getByRole('button', { name: 'Find a replacement' })).toHaveCount(0);
  await row(sugar.name).getByRole('button', { name: 'Found' }).click();
  await checkScreen(page, 'replace-04-picked');

  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${halfLitre.name} × 2`);
  await checkScreen(page, 'replace-05-review');
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await expect(page.getByText('Waiting for the customer to answer.')).toBeVisible();

  // The server priced the replacements from its own catalogue.
  const sent = (await (await request.get(`/api/orders/${id}`, { headers: customer.headers })).json()).data
    .order;
  const itemOf = (productId: string) =>
    sent.items.find((i: { productId: string }) => i.productId === productId);
  expect(itemOf(milk._id).replacedWith).toMatchObject({
    productId: halfLitre._id,
    quantity: 2,
    matchesPreference: true,
  });
  expect(itemOf(rice._id).replacedWith).toMatchObject({
    productId: poha._id,
    quantity: 2,
    matchesPreference: false,
  });
  expect(itemOf(eggs._id).replacedWith).toBeNull();
  await checkScreen(page, 'replace-06-waiting');

  // The customer refuses the poha; the shopper's screen says what to buy.
  const approved = await request.post(`/api/orders/${id}/approve-revision`, {
    headers: customer.headers,
    data: { refusedReplacements: [rice._id] },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(page.getByText("Refused by the customer: don't buy it")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("The customer's own choice")).toBeVisible();
  await checkScreen(page, 'replace-07-answered');
  await closeAll(context);
});
