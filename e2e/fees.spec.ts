import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/a11y';
import { dismissLivePopups } from './support/customer-steps';
import { screenshotFor } from './support/screenshots';
import { signInBrowser } from './support/session';

/**
 * Issue 45 on a 360×740 phone against the real server: the demo dairy has every kind of fee (a minimum
 * order of ₹99, a small-cart fee below ₹149, free delivery from ₹299). The cart shows each fee the
 * server quotes and what would remove it, refuses the checkout below the minimum, and the account turns
 * order SMS off.
 */
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000 });

const DAIRY = 'Mahalaxmi Dairy Farm';

test('the cart says how much more for free delivery, and the account turns order SMS off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await dismissLivePopups(page);
  const customer = await signInBrowser(page);
  const found = await page.request.get(`/api/shops?search=${encodeURIComponent('Mahalaxmi')}&limit=10`);
  const shop = ((await found.json()).data.shops as { _id: string; name: string }[]).find(
    (s) => s.name === DAIRY,
  );
  expect(shop, 'the demo dairy with fee rules is seeded').toBeTruthy();
  const rules = (await (await page.request.get(`/api/shops/${shop!._id}/fees`)).json()).data.rules;
  expect(rules).toMatchObject({
    minimumOrder: 99,
    freeDeliveryAbove: 299,
    smallCart: { below: 149, fee: 10 },
  });

  // One litre of cow milk (₹68): below the minimum, a small cart, far from free delivery.
  await page.goto(`/shop/${shop!._id}`);
  await page
    .getByRole('button', { name: /^Add to Cart: Cow Milk/ })
    .first()
    .click();
  await page.goto('/cart');
  const hints = page.getByTestId('fee-hints');
  await expect(hints).toContainText('Add ₹31.00 more to reach the minimum order of ₹99.00');
  await expect(hints).toContainText('Add ₹231.00 more for free delivery');
  await expect(hints).toContainText('Add ₹81.00 more to drop the small cart fee');
  await expect(page.getByTestId('fee-small_cart')).toContainText('₹10.00');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, 'fees-cart-small');

  // Three litres (₹204): over the minimum and the small-cart threshold; ₹95 from free delivery.
  const more = page.getByRole('button', { name: /^Add one more Cow Milk/ });
  await more.click();
  await expect(page.getByTestId('fee-hints')).toContainText('Add ₹163.00 more for free delivery');
  await more.click();
  await expect(page.getByTestId('fee-hints')).toHaveText('Add ₹95.00 more for free delivery');
  await expect(page.getByTestId('fee-small_cart')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await screenshotFor(page, 'fees-cart');

  // The account: order SMS are on until the customer turns them off.
  await page.goto('/account');
  const sms = page.getByRole('checkbox', { name: 'Text me about my orders' });
  await expect(sms).toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await sms.click();
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeEnabled();
  const me = await page.request.get('/api/me', { headers: customer.headers });
  expect((await me.json()).data.user.orderSms).toBe(false);
  await screenshotFor(page, 'fees-account');
});
