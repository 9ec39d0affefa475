import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';

/** The foundation journey: the built app, served by the real server, shows the real demo catalogue. */
test.describe('foundation', () => {
  test('the health check and the API docs answer', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect((await health.json()).data).toMatchObject({ status: 'ok', database: 'up' });
    expect((await request.get('/api/docs/json')).status()).toBe(200);
  });

  test('home shows the demo shops and a shop shows its products', async ({ page, request }) => {
    const shops = (await (await request.get('/api/shops?limit=100')).json()).data.shops as {
      _id: string;
      name: string;
    }[];
    expect(shops.length).toBeGreaterThanOrEqual(12);

    // A visitor: browsing needs no account (decision 0057).
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    for (const shop of shops.slice(0, 3)) {
      await expect(page.getByRole('link', { name: shop.name }).first()).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    const shop = shops[0]!;
    // The shop page opens on the first page of the paged catalogue (issue 12 / 16.2).
    const products = (await (await request.get(`/api/shops/${shop._id}/products?limit=1`)).json()).data
      .products as { name: string }[];
    expect(products.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: shop.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop/${shop._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    await expect(page.getByText(products[0]!.name).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an unknown client route still loads the app', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: /page not found|log in|login/i }).first()).toBeVisible();
  });
});
