import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newCustomer } from './support/customers';
import { linkIn, waitForMail } from './support/mailbox';
import { AFTER_COUNTDOWN } from './support/session';

/** Accounts journeys (issue 3): real mail through the local SMTP server, real server, real browser. */

const unique = (what: string) => `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;
const PASSWORD = 'Journey@123';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByTestId('user-menu').filter({ visible: true });
  // isVisible() does not wait: first let the header render (narrow screens show the toggle).
  await expect(toggle.or(menu).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('accounts', () => {
  test('sign up, open the link from the mail, log in and reach home', async ({ page }) => {
    test.slow(); // two real countdowns (4 s and 5 s) and two axe scans
    const email = unique('signup');
    const since = new Date();
    await page.goto('/signup');
    await expect(page.getByRole('banner')).toHaveCount(0); // header hidden on /signup
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Full name', { exact: true }).fill('Journey Tester');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByTestId('password-strength')).toContainText('Strong');
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText(
        'Account created successfully! Please check your email to verify your account before logging in',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, AFTER_COUNTDOWN);

    // Not verified yet: login is refused with the PRODUCT.md §8 message.
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Please verify your email before logging in.');

    const mail = await waitForMail(email, 'Verify your email', { since });
    const link = linkIn(mail, '/verify-email');
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.html).toContain('/verify-email?token=');
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/login$/, AFTER_COUNTDOWN);

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await openMenu(page);
    await expect(page.getByTestId('user-menu').filter({ visible: true })).toContainText(email);
    await expect(page.getByTestId('user-menu').filter({ visible: true })).toContainText('Journey Tester');

    // The same link cannot be used twice.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link has already been used. You can log in.',
    );
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resend Verification' })).toHaveAttribute('href', '/signup');
  });

  test('a wrong password gets one message that does not say which part was wrong', async ({ page }) => {
    const account = await newCustomer(page.request);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await logIn(page, account.email, 'Wrong@1234');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('forgot and reset the password through the mailed link', async ({ page, request }) => {
    const email = unique('reset');
    await request.post('/api/auth/signup', {
      data: { name: 'Reset Tester', email, phone: '9876543210', password: PASSWORD, role: 'customer' },
    });
    const since = new Date();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('✅ Reset link sent to your email')).toBeVisible();

    const mail = await waitForMail(email, 'Reset your Jhola password', { since });
    const link = linkIn(mail, '/reset-password');
    await page.goto(link.pathname + link.search);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New Password', { exact: true }).fill('Changed@456');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed@457');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed@456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('✅ Password reset successful. Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, AFTER_COUNTDOWN);

    // The reset also verified the address (the link proved it); the old password is gone.
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill('Changed@456');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a guarded page sends a visitor to /login and back after login; logout ends the session', async ({
    page,
  }) => {
    const account = await newCustomer(page.request);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/orders$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await openMenu(page);
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    // Logout goes home, public since decision 0057 (a visitor there).
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('customerAuth'))).toBeNull();
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('a 401 from any call clears the sign-in and goes to /login', async ({ page }) => {
    const account = await newCustomer(page.request);
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // The session ends elsewhere (another tab logs out): the next call answers 401.
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/cart');
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('verify and reset screens explain a broken link', async ({ page }) => {
    await page.goto('/verify-email?token=abc');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid verification link. Please check your email again.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.goto('/verify-email?token=not-a-real-token&email=nobody%40example.com');
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link is invalid. Please request a new one.',
    );
    await page.goto('/reset-password?token=nope&email=nobody%40example.com');
    await page.getByLabel('New Password', { exact: true }).fill('Changed@456');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed@456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is invalid. Please request a new one.',
    );
  });
});
