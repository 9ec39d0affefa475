import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { hi } from './support/catalogues';
import { dismissLivePopups } from './support/customer-steps';
import { deliverWithCode, orderOnItsWay } from './support/orders';
import { screenshotFor } from './support/screenshots';
import { signInBrowser } from './support/session';

/**
 * Issue 47 on a 360 px phone, in English and in Hindi: while a delivery person carries the order the
 * customer calls them, messages them through the order's chat (which they read), and after delivery rates
 * them beside the shop and the shopper.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

/** The words the screen shows for `key`: the Hindi catalogue's, or the English written here. */
const word = (language: 'en' | 'hi', key: string, values: Record<string, string> = {}) =>
  language === 'hi'
    ? hi(key, values)
    : Object.entries(values).reduce((t, [name, value]) => t.replace(`{${name}}`, value), EN[key]!);
const EN: Record<string, string> = {
  'orders.contact.call': 'Call {name}',
  'orders.chat.titleWithRider': 'Chat with your shopper and {name}',
  'orders.chat.write': 'Write a message',
  'orders.chat.send': 'Send',
  'orders.rating.title': 'How was your order?',
  'orders.rating.riderLegend': 'Delivery partner {name}',
  'orders.rating.shopperLegend': 'Shopper {name}',
  'orders.rating.send': 'Send rating',
  'orders.rating.thanks': 'Thank you for your rating',
  'orders.rating.rider': 'Delivery:',
};

async function checkScreen(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, `rider-contact/${name}`, { fullPage: true });
}

for (const language of ['en', 'hi'] as const) {
  test(`${language}: the customer calls and messages the delivery person on the way, then rates them`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string, values: Record<string, string> = {}) => word(language, key, values);
    const customer = await signInBrowser(page);
    if (language === 'hi') await page.addInitScript(() => localStorage.setItem('jhola.language', 'hi'));
    await dismissLivePopups(page);
    const { order, rider } = await orderOnItsWay(page.request, customer);
    const firstName = rider.user.name.split(' ')[0]!;

    await page.goto(`/orders/${order._id}`);
    const call = page.getByRole('link', { name: t('orders.contact.call', { name: firstName }) });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    const chat = page.getByRole('region', {
      name: t('orders.chat.titleWithRider', { name: rider.user.name }),
    });
    await expect(chat).toBeVisible();
    await checkScreen(page, `${language}-01-on-its-way`);

    // The chat reaches the delivery person.
    const text = `At the gate ${Date.now()}`;
    await chat.getByLabel(t('orders.chat.write')).fill(text);
    await chat.getByRole('button', { name: t('orders.chat.send'), exact: true }).click();
    await expect(chat.locator('p', { hasText: text })).toBeVisible();
    const read = await page.request.get(`/api/orders/${order._id}/messages`, { headers: rider.headers });
    expect((await read.json()).data.messages.map((m: { text: string }) => m.text)).toContain(text);

    // Delivered with the customer's code, the rating asks for the delivery person too.
    await deliverWithCode(page.request, customer, rider, order._id);
    const rating = page.getByRole('region', { name: t('orders.rating.title') });
    await expect(rating).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, `${language}-02-rate`);
    for (const group of await rating.getByRole('group').all())
      await group.getByRole('radio').nth(3).check({ force: true });
    await expect(
      rating.getByRole('group', { name: t('orders.rating.riderLegend', { name: firstName }) }),
    ).toBeVisible();
    await rating.getByRole('button', { name: t('orders.rating.send') }).click();
    const thanks = page.getByRole('region', { name: t('orders.rating.thanks') });
    await expect(thanks).toContainText(t('orders.rating.rider'));
    await checkScreen(page, `${language}-03-rated`);
    const stored = await page.request.get(`/api/orders/${order._id}`, { headers: customer.headers });
    expect((await stored.json()).data.order.rating).toMatchObject({ riderRating: 4 });
  });
}
