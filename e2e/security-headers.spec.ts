import { expect, type Page, test } from '@playwright/test';
import { signInBrowser } from './support/session';

/**
 * The built app runs under its Content-Security-Policy: every screen renders and the browser reports
 * no violation (an inline script, an inline style, an outside origin). The docs page has its own policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (l: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('security headers in the browser', () => {
  test('every customer screen renders under the CSP without a violation', async ({ page, request }) => {
    const violations = await watchViolations(page);
    const home = await page.goto('/');
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home?.headers()['x-content-type-options']).toBe('nosniff');

    const shops = (await (await request.get('/api/shops?limit=1')).json()).data.shops as {
      _id: string;
      name: string;
    }[];
    await signInBrowser(page);
    for (const [url, check] of [
      ['/', page.getByRole('link', { name: shops[0]!.name }).first()],
      [`/shop/${shops[0]!._id}`, page.getByRole('heading', { level: 1, name: shops[0]!.name })],
      ['/orders', page.getByRole('heading', { level: 1 })],
      ['/contact', page.getByRole('heading', { level: 1 })],
    ] as const) {
      await page.goto(url);
      await expect(check).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('the login, signup and reset screens render under the CSP; reset sends no referrer', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    for (const url of ['/login', '/signup']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const reset = await page.goto('/reset-password?token=abc&email=a%40b.co');
    expect(reset?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the staff app renders under the same policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const staff = await page.goto('/staff/');
    expect(staff?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the API docs page renders under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const docs = await page.goto('/api/docs');
    expect(docs?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // The docs bundle is large and the document is built on first request: give it time on a busy machine.
    await expect(page.getByRole('heading', { name: /Jhola API/ })).toBeVisible({ timeout: 45_000 });
    expect(violations).toEqual([]);
  });
});
