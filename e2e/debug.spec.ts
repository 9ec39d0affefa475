import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { signInBrowser } from './support/session';

/** PRODUCT.md §2 Debug panel (open to everyone) and the generic error screen. */
test.describe('debug panel', () => {
  test('a signed-in customer pings the socket and sees the round-trip time', async ({ page }) => {
    const session = await signInBrowser(page);
    // Reached at its address: the customer's footer has no link to it (issue 31).
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Debug panel' })).toHaveCount(0);
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Debug panel' })).toBeVisible();

    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('connected', { exact: true })).toBeVisible();
    await expect(status.getByText('healthy', { exact: true })).toBeVisible();
    const user = page.getByRole('region', { name: 'User' });
    await expect(user).toContainText(session.user._id);
    await expect(user).toContainText(session.user.name);
    const config = page.getByRole('region', { name: 'Configuration' });
    await expect(config).toContainText('/socket.io');
    await expect(config).toContainText('60000 ms');
    // Only what the browser already holds: the token is never printed.
    expect(await page.locator('main').textContent()).not.toContain(session.token);

    await page.getByRole('button', { name: 'Ping socket' }).click();
    await expect(page.getByTestId('debug-result')).toHaveText(/^Socket round trip: \d+(\.\d)? ms$/);
    await page.getByRole('button', { name: 'Check health' }).click();
    await expect(page.getByTestId('debug-result')).toHaveText('API health: healthy');

    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Clear storage' }).click();
    await expect(page.getByTestId('debug-result')).toContainText('Storage cleared');
    expect(await page.evaluate(() => localStorage.getItem('customerAuth'))).toBeNull();
    await expect(user).toContainText('Not signed in.');
    await expect(status.getByText('disconnected', { exact: true })).toBeVisible();
  });

  test('a visitor can open it too; without a session there is no socket to ping', async ({ page }) => {
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Debug panel' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'User' })).toContainText('Not signed in.');
    await page.getByRole('button', { name: 'Ping socket' }).click();
    await expect(page.getByTestId('debug-result')).toHaveText('Ping failed: The socket is not connected.');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('error screen', () => {
  test('a screen whose code fails to load shows the error screen; Refresh Page recovers', async ({
    page,
  }) => {
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Debug panel' })).toBeVisible();
    // As after a deploy: the next screen's chunk is gone.
    await page.route('**/assets/*.js', (route) => route.abort());
    // At 360 px the navigation sits behind the menu toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });
});
