import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../../test/lifecycle-fixtures.js';
import { SmsCatcher } from '../../../test/sms-catcher.js';
import type { TestUser } from '../../../test/users.js';

const catcher = new SmsCatcher();
let w: LifecycleWorld;
beforeAll(async () => {
  const url = await catcher.start();
  // The queue runs when the test says (runDue), never on its own poll in the middle of a step.
  w = await createLifecycleWorld({ env: { SMS_WEBHOOK_URL: `${url}/sms`, JOBS_POLL_MS: '60000' } });
});
afterAll(async () => {
  await w.close();
  await catcher.close();
});

/** Runs every due job (the SMS go through the one queue) and returns the texts sent meanwhile. */
async function textsAfter(step: () => Promise<unknown>): Promise<{ to: string; text: string }[]> {
  const before = catcher.received.length;
  await step();
  while ((await w.t.app.jobs.runDue()) > 0);
  await w.t.app.ctx.jobKinds.idle();
  return catcher.received.slice(before).map((sms) => sms.fields as { to: string; text: string });
}

const patchMe = (user: TestUser, payload: object) =>
  w.t.app.inject({ method: 'PATCH', url: '/api/me', headers: user.headers, payload });

describe('the customer hears about the order by SMS (issue 45)', () => {
  it('texts accepted, the bill, on its way with the code, and delivered: each once, to the order’s phone', async () => {
    const order = await w.place();
    const early = await textsAfter(() => walkTo(w, order._id, 'bill_uploaded'));
    // Both wait on the queue together and go out side by side, in either order.
    expect(early).toHaveLength(2);
    expect(early).toEqual(
      expect.arrayContaining([
        {
          to: '+919812345670',
          text: `Jhola: ${w.shop.name} has accepted your order ${order.orderNumber}. A shopper is on it.`,
        },
        // The shop's bill ₹245.50 and the ₹30 delivery fee: what is due at the door.
        {
          to: '+919812345670',
          text: `Jhola: the bill for your order ${order.orderNumber} is ₹275.50. Open Jhola to approve it.`,
        },
      ]),
    );
    const onItsWay = await textsAfter(async () => {
      await w.call(w.customer, 'PUT', `/api/orders/${order._id}/approve-bill`);
      await w.call(w.shopper, 'PUT', `/api/shopper/orders/${order._id}/status`, {
        status: 'out_for_delivery',
      });
    });
    const code = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    expect(code).toMatch(/^\d{4}$/);
    expect(onItsWay.map((sms) => sms.text)).toEqual([
      `Jhola: your order ${order.orderNumber} is on its way. Give the delivery code ${code} at the door.`,
    ]);
    const delivered = await textsAfter(() =>
      w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp: code }),
    );
    expect(delivered.map((sms) => sms.text)).toEqual([
      `Jhola: your order ${order.orderNumber} from ${w.shop.name} was delivered. Thank you!`,
    ]);
    // Nothing is sent twice, however often the queue looks.
    expect(await textsAfter(() => w.t.app.jobs.runDue())).toEqual([]);
  });

  it('writes in the customer’s language', async () => {
    expect((await patchMe(w.otherCustomer, { language: 'hi' })).statusCode).toBe(200);
    const order = await w.place({ customer: w.otherCustomer });
    const texts = await textsAfter(() => walkTo(w, order._id, 'accepted_by_shopper'));
    expect(texts.map((sms) => sms.text)).toEqual([
      `Jhola: ${w.shop.name} ने आपका ऑर्डर ${order.orderNumber} स्वीकार कर लिया है। एक शॉपर उस पर काम कर रहा है।`,
    ]);
  });

  it('sends nothing once the customer turns order SMS off, and again once they turn it on', async () => {
    const off = await patchMe(w.customer, { orderSms: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      data: { user: { orderSms: false } },
      message: 'Your choice of order SMS is saved',
    });
    expect((await w.call(w.customer, 'GET', '/api/me')).body.data.user.orderSms).toBe(false);
    const quiet = await w.place();
    expect(await textsAfter(() => walkTo(w, quiet._id, 'bill_uploaded'))).toEqual([]);

    expect((await patchMe(w.customer, { orderSms: true })).json().data.user).toMatchObject({
      orderSms: true,
      language: 'en',
    });
    const loud = await w.place();
    expect(await textsAfter(() => walkTo(w, loud._id, 'accepted_by_shopper'))).toHaveLength(1);
  });

  it('refuses a setting that is not one, and changes nothing', async () => {
    expect((await patchMe(w.customer, {})).statusCode).toBe(422);
    expect((await patchMe(w.customer, { orderSms: 'no' })).statusCode).toBe(422);
    expect(
      (await w.t.app.inject({ method: 'PATCH', url: '/api/me', payload: { orderSms: false } })).statusCode,
    ).toBe(401);
    expect((await w.call(w.customer, 'GET', '/api/me')).body.data.user.orderSms).toBe(true);
  });
});
