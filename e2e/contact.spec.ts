import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { waitForMail } from './support/mailbox';

/** PRODUCT.md §2 Contact page, public: every field, rule and message, sent through the real server. */
test.describe('contact', () => {
  test('a visitor sends a message by keyboard; the form confirms and clears', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()).data as { supportEmail: string };
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('We typically respond within 24 hours.')).toBeVisible();
    await expect(page.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // Nothing filled in: the PRODUCT.md §5 message, and focus on the first field to fix.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fill in your name, email, and message.')).toBeVisible();
    await expect(page.getByLabel(/Full Name/)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const subject = `Late delivery ${Date.now()}`;
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Tab');
    await page.keyboard.type('asha.verma@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('My order came an hour late. Could you look into it?');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();

    const since = new Date();
    const sent = page.waitForResponse(
      (r) => r.url().includes('/api/contact') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await sent).ok()).toBe(true);
    await expect(page.getByText('✅ Message sent successfully. We will get back to you soon.')).toBeVisible();
    for (const label of [/Full Name/, /Email Address/, /Subject/, /Message/]) {
      await expect(page.getByLabel(label)).toHaveValue('');
    }
    await expectNoSeriousA11yViolations(page);

    // The support team receives it, through the local SMTP server.
    const mail = await waitForMail(config.supportEmail, subject, { since });
    expect(mail.text).toContain('My order came an hour late. Could you look into it?');
    expect(mail.text).toContain('asha.verma@example.in');
  });

  test('an e-mail address of the wrong form is refused before anything is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/contact') && r.method() === 'POST') posted = true;
    });
    await page.goto('/contact');
    await page.getByLabel(/Full Name/).fill('Asha');
    await page.getByLabel(/Email Address/).fill('asha@nowhere');
    await page.getByLabel(/Message/).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByLabel(/Email Address/)).toBeFocused();
    expect(posted).toBe(false);
  });
});
