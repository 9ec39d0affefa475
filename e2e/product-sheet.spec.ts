import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { DEVANAGARI, hi } from './support/catalogues';
import { dismissLivePopups } from './support/customer-steps';
import { biggestShopId } from './support/orders';
import { screenshotFor } from './support/screenshots';
import { signInBrowser } from './support/session';

/**
 * Issue 47 on a 360 px phone, in English and in Hindi: the shop page's cards show their own packshots
 * (lazy, sized), the MRP struck beside a discount and categories in the reader's language; a card opens
 * the product's sheet (its whole name, sizes, description), the sheet adds with no toast over the
 * stepper, and Back closes it on the same place of the page.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

const english: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/features/shops/locales/en.json'), 'utf8'),
);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

for (const language of ['en', 'hi'] as const) {
  const say = (key: string, values: Record<string, string> = {}) =>
    language === 'hi' ? hi(key, values) : fill(english[key]!, values);

  test(`a product's sheet: read it in full, add from it, Back closes it (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await dismissLivePopups(page);
    await signInBrowser(page);
    if (language === 'hi') await page.addInitScript(() => localStorage.setItem('jhola.language', 'hi'));
    await page.goto(`/shop/${await biggestShopId(page.request)}`);
    const first = page.locator('main article').first();
    await expect(first).toBeVisible();

    // Its own picture: a packshot, sized so nothing shifts; the cards past the first rows load lazily.
    const picture = first.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/media\/packs\/[A-Za-z0-9_-]+\.svg$/);
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(picture).toHaveAttribute('height', /\d+/);
    await expect(page.locator('main article img[loading="lazy"]').first()).toBeAttached();
    // Every discount shows the MRP struck through, not only "₹22 OFF". Read card by card in one look: the
    // list draws more cards as its pages arrive, so two counts taken one after the other could differ.
    const halfTold = await page
      .locator('main article')
      .evaluateAll((cards) =>
        cards
          .filter(
            (card) =>
              /OFF|छूट/.test(card.textContent ?? '') !==
              (card.querySelector('s[data-testid="original-price"]') !== null),
          )
          .map((card) => card.getAttribute('aria-label')),
      );
    expect(halfTold).toEqual([]);
    if (language === 'hi') {
      const chips = page.getByRole('navigation', { name: say('shops.categories') }).first();
      await expect(chips.getByRole('button').nth(1)).toHaveText(DEVANAGARI);
    }
    await screenshotFor(page, `shop-page-360-${language}`);

    const name = (await first.getAttribute('aria-label'))!;
    await first.getByRole('button', { name: say('shops.detailsOf', { name }) }).click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/[?&]product=/);
    await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(sheet.getByRole('heading', { name: say('shops.sheetAbout') })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotFor(page, `product-sheet-360-${language}`);

    // Add from the sheet: the button becomes the stepper in place, and no toast covers it.
    await sheet.getByRole('button', { name: say('shops.addToCartLabel', { name }) }).click();
    await expect(sheet.getByRole('group', { name: say('shops.inCartLabel', { name }) })).toContainText('1');
    await expect(page.locator('[role="status"]').filter({ hasText: name })).toHaveCount(0);

    // The phone's Back closes the sheet, and the card shows what is in the cart.
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]product=/);
    await expect(first.getByRole('group', { name: say('shops.inCartLabel', { name }) })).toBeVisible();

    // By keyboard: the name's button opens it, Escape closes it, focus goes back to the name.
    const open = first.getByRole('button', { name: say('shops.detailsOf', { name }) });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(page).not.toHaveURL(/[?&]product=/);

    await wideScreenshots(page, language, name);
  });
}

/** The same page and sheet on a 1280 px screen, for a person to compare with the anchors' cards. */
async function wideScreenshots(page: Page, language: string, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotFor(page, `shop-page-1280-${language}`);
  await page.locator('main article').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await screenshotFor(page, `product-sheet-1280-${language}`);
}
