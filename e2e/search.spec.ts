import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { dismissLivePopups } from './support/customer-steps';
import { biggestShopId } from './support/orders';
import { signInBrowser } from './support/session';

/**
 * Issue 27 at 360 px in Chromium: the big shop's search understands Hinglish, forgives a typo and offers
 * the corrected query as a tappable suggestion; cross-shop search from home does the same.
 */
test('searching the big shop: Hinglish finds sugar first, a typo finds milk and suggests it', async ({
  page,
  request,
}) => {
  await dismissLivePopups(page);
  await signInBrowser(page);
  const shopId = await biggestShopId(request);
  await page.goto(`/shop/${shopId}`);
  const products = page.locator('main article');
  await expect(products.first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search products' });

  await search.fill('cheeni');
  await expect(products.first()).toContainText(/sugar/i);

  await search.fill('mlik');
  await expect(products.first()).toContainText(/\bmilk\b/i);
  const suggestion = page.getByRole('button', { name: 'milk', exact: true });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await suggestion.click();
  await expect(search).toHaveValue('milk');
  await expect(suggestion).toBeHidden();
  await expect(products.first()).toContainText(/\bmilk\b/i);

  await search.fill('qzxqzx');
  await expect(page.getByText('No products match your search')).toBeVisible();

  // Words the shop holds, never together (Tata makes no paneer): the query less the brand answers, and
  // the list says which query it answered (decision 0069).
  await search.fill('tata paneer');
  await expect(products.first()).toContainText(/paneer/i);
  const fewer = page.getByRole('button', { name: 'paneer', exact: true });
  await fewer.click();
  await expect(search).toHaveValue('paneer');
  await expect(products.first()).toContainText(/paneer/i);
});

test('searching across shops from home: a typo still finds the product, with the suggestion', async ({
  page,
}) => {
  await dismissLivePopups(page);
  await signInBrowser(page);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search shops and products' }).fill('sugr');
  await expect(page.getByRole('button', { name: 'sugar', exact: true })).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByText(/sugar \d/i)
      .first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
});
