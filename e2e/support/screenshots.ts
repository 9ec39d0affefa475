import type { Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (test-results/<name>.png), taken only when E2E_SCREENSHOTS=1:
 * journeys assert what they see, and a full-page capture at every screen costs the suite time for an
 * image nobody reads on CI. Failures are captured anyway (playwright.config.ts).
 */
export async function screenshotFor(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: options.fullPage ?? false });
}
