import type { Page } from '@playwright/test';

/**
 * Records every read the landing script starts before the app runs (decision 0051): the page's own
 * object, watched through a proxy. Call before the navigation; earlyReads tells what was started and
 * what the app has not taken.
 */
export async function watchEarlyReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const started: string[] = [];
    const reads = new Proxy<Record<string, unknown>>(
      {},
      {
        set(target, key, value) {
          started.push(String(key));
          target[String(key)] = value;
          return true;
        },
      },
    );
    Object.assign(window, { __jholaEarly: reads, __earlyStarted: started });
  });
}

export function earlyReads(page: Page): Promise<{ started: string[]; left: string[] }> {
  return page.evaluate(() => {
    const w = window as { __jholaEarly?: object; __earlyStarted?: string[] };
    return { started: w.__earlyStarted ?? [], left: Object.keys(w.__jholaEarly ?? {}) };
  });
}

/** The files the page's landing script asked the browser to preload as modules (paths under the origin). */
export function preloadedModules(page: Page): Promise<string[]> {
  return page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
  );
}
