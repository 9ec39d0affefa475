import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What makes a screen a screen: its route (ids and numbers as placeholders), its language and the headings
 * and open dialogs in view (numbers as #, each heading once). Journeys pass the same screen many times; axe checks each once
 * per run of the suite (across its workers), which is what the scans cost (issue 25), not what they cover.
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
    // A list of cards is one screen however many cards it holds: each heading counts once.
    return [path, document.documentElement.lang, ...new Set(marks)].join('|');
  });
}

/**
 * The screens scanned clean in this run, one empty file each, in a folder global-setup.ts empties at the
 * start of the run, so that both workers, and a worker started again after a failure, know them.
 */
function scannedMark(key: string): string {
  const dir = process.env.E2E_SCANNED_DIR;
  if (!dir)
    throw new Error('E2E_SCANNED_DIR is not set: global-setup.ts empties it at the start of each run');
  return path.join(dir, createHash('sha256').update(key).digest('hex'));
}

/**
 * The serious and critical axe violations of the page as it is now, each with the elements it names.
 * axe runs in the page itself (the app has no frames): the default runs it in each frame, then opens a
 * second page to put the parts together, injecting axe's half-megabyte script twice and copying every
 * passing node across. Only violations are asked for in detail, the only part read (decision 0079).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation on the page as it is now (once per screen, see `screenKey`). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const mark = scannedMark(await screenKey(page));
  if (existsSync(mark)) return;
  expect(await seriousA11yViolations(page)).toEqual([]);
  writeFileSync(mark, '');
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
