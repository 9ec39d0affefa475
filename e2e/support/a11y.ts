import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What makes a screen a screen: its route (ids and numbers as placeholders), its language and the headings
 * and open dialogs in view (numbers as #). Journeys pass the same screen many times; axe checks each once
 * per run of the suite (one worker), which is what the scans cost (issue 25), not what they cover.
 */
function screenKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const path = location.pathname
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
      .replace(/\/[\w-]*\d[\w-]*(?=\/|$)/g, '/:n');
    const shown = (el: Element) => el.getClientRects().length > 0;
    const marks = [
      ...document.querySelectorAll('h1, h2, h3, dialog[open], [role="dialog"], [role="alertdialog"]'),
    ]
      .filter(shown)
      .map(
        (el) =>
          `${el.tagName}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}`,
      )
      .map((mark) => mark.replace(/\d+/g, '#'));
    return [path, document.documentElement.lang, ...marks].join('|');
  });
}

const scanned = new Set<string>();

/** No serious or critical axe violation on the page as it is now (once per screen, see `screenKey`). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const key = await screenKey(page);
  if (scanned.has(key)) return;
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  scanned.add(key);
}

/**
 * The page fits the 360 px viewport: nothing makes it scroll sideways. Compared with the viewport the
 * journey asked for, not `innerWidth`: on an emulated phone, content wider than the screen widens the
 * layout viewport itself (and every `fixed inset-x-0` bar with it), so `innerWidth` grows along.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  const { wide, over } = await page.evaluate((limit) => {
    // The deepest elements that reach past the screen's edge, to name in the failure.
    const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getBoundingClientRect().right > limit + 0.5 && !el.closest('[class*="overflow-x-auto"]'),
    );
    const deepest = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    return {
      wide: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      over: deepest
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"`),
    };
  }, width);
  expect(wide, `wider than the screen: ${over.join('; ')}`).toBeLessThanOrEqual(width);
}
