import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { checkout, chooseInsteadInCart } from './support/customer-steps';
import { quickShop } from './support/orders';
import { signInBrowser } from './support/session';

/**
 * Issue 15, the customer's side: "This instead" chosen in the cart by searching the same shop in place,
 * kept across a reload, sent with the order with the customer's "if no answer" choice, and shown on the
 * placed order. (The last step needs the server side of issue 15, which stores the choice.)
 */
test.use({ actionTimeout: 15_000 });

test('"This instead" chosen in the cart travels with the order', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInBrowser(page);
  const shop = (await quickShop(request)) as Awaited<ReturnType<typeof quickShop>> & { name: string };
  const [item, other] = shop.products;
  expect(item && other, 'two products in stock').toBeTruthy();

  await page.goto(`/shop/${shop._id}`);
  await page.getByRole('button', { name: `Add to Cart: ${item!.name}` }).click();
  await page.goto('/cart');
  await expect(page.locator('p', { hasText: 'If not available:' })).toContainText('Best match (default)');
  await chooseInsteadInCart(page, shop.name, item!.name, other!.name, async (p) => {
    await expectNoSeriousA11yViolations(p);
    await expectNoHorizontalScroll(p);
  });

  // The choice is kept with the cart.
  await page.reload();
  await expect(page.getByText(`${other!.name} instead`)).toBeVisible();

  const placed = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders',
  );
  const { orderId } = await checkout(page, async (p) => {
    await expect(p.getByText(`${other!.name} instead`)).toBeVisible();
    await p.getByRole('radio', { name: /Cancel the order/ }).check();
    await expectNoSeriousA11yViolations(p);
    await expectNoHorizontalScroll(p);
  });
  const body = (await placed).postDataJSON() as {
    items: { productId: string; replacement: unknown }[];
    ifNoAnswer: string;
  };
  expect(body.items).toEqual([
    expect.objectContaining({
      productId: item!._id,
      replacement: { mode: 'specific', productId: other!._id },
    }),
  ]);
  expect(body.ifNoAnswer).toBe('cancel');

  // The placed order shows what the customer asked for (stored by the server side of issue 15).
  await page.goto(`/orders/${orderId}`);
  await expect(page.locator('p', { hasText: 'If not available:' }).first()).toHaveText(
    `If not available: ${other!.name} instead`,
  );
  await expect(page.getByText(/If you don't answer changes within \d+(\.\d+)? minutes?:/)).toContainText(
    'Cancel the order',
  );
});
