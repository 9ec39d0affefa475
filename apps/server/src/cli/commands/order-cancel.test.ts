import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProduct } from '../../test/catalogue-fixtures.js';
import { runCli } from '../../test/cli.js';
import { createLifecycleWorld, type LifecycleWorld, walkTo } from '../../test/lifecycle-fixtures.js';

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => w?.close());

const run = (name: string, args: string[]) => runCli(w.t.database, name, args);

describe('npm run jhola -- order:cancel', () => {
  it('cancels as the named admin, releases stock, and the customer sees "cancelled by admin"', async () => {
    const stockBefore = (await readProduct(w.t, w.products[0]!.id)).stockQuantity;
    const order = await w.place();
    await walkTo(w, order._id, 'shopping_in_progress');
    const { code, out } = await run('order:cancel', [
      '--id',
      order.orderNumber,
      '--reason',
      'Shop reported fraud',
      '--admin',
      w.admin.email,
    ]);
    expect(code).toBe(0);
    expect(out).toBe(`Cancelled order ${order.orderNumber} as Ada Admin: Shop reported fraud`);
    const seen = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order;
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancellationReason: 'Shop reported fraud',
    });
    expect(seen.timeline.at(-1).updatedBy).toEqual({ role: 'admin', name: 'Ada Admin' });
    expect((await readProduct(w.t, w.products[0]!.id)).stockQuantity).toBe(stockBefore);

    // A person reads the number off the customer's screen, in whatever case they type it.
    const show = await run('order:show', ['--id', order.orderNumber.toLowerCase()]);
    expect(show.code).toBe(0);
    expect(show.out).toContain('Cancelled by admin: Shop reported fraud');
    expect(show.out).toMatch(/cancelled\s+Ada Admin \(admin\) — Shop reported fraud/);
  });

  it('refuses a delivered order, an unknown id and wrong usage', async () => {
    const order = await w.place();
    await walkTo(w, order._id, 'out_for_delivery');
    const otp = (await w.call(w.customer, 'GET', `/api/orders/${order._id}`)).body.data.order.deliveryOTP;
    await w.call(w.shopper, 'POST', `/api/shopper/orders/${order._id}/deliver`, { otp });
    const delivered = await run('order:cancel', ['--id', order._id, '--reason', 'late']);
    expect(delivered.code).toBe(1);
    expect(delivered.err).toBe('order:cancel: Cannot cancel an order whose status is delivered');
    const unknown = await run('order:cancel', ['--id', crypto.randomUUID(), '--reason', 'x']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('order:cancel: Order not found');
    const byNumber = await run('order:cancel', ['--id', 'JH-1', '--reason', 'x']);
    expect(byNumber).toEqual({ code: 1, out: '', err: 'order:cancel: no order JH-1' });
    const usage = await run('order:cancel', ['--id', order._id]);
    expect(usage.code).toBe(2);
    expect(usage.err).toBe(
      'order:cancel: --id and --reason are required\nusage: order:cancel --id ORDER_ID_OR_NUMBER --reason TEXT [--admin ADMIN_EMAIL]',
    );
    expect(
      (await run('order:cancel', ['--id', order._id, '--reason', 'x', '--admin', 'nobody@x.test'])).code,
    ).toBe(1);
  });

  it('order:show explains wrong usage once (exit 2) and an unknown order (exit 1)', async () => {
    expect(await run('order:show', [])).toEqual({
      code: 2,
      out: '',
      err: 'usage: order:show --id ORDER_ID_OR_NUMBER',
    });
    const noValue = await run('order:show', ['--id']);
    expect(noValue.code).toBe(2);
    expect(noValue.err).toMatch(/^order:show: .*--id.*\nusage: order:show --id ORDER_ID_OR_NUMBER$/);
    const unknown = await run('order:show', ['--id', 'nope']);
    expect(unknown).toEqual({ code: 1, out: '', err: 'order:show: no order nope' });
    const unknownNumber = await run('order:show', ['--id', 'JH-999999']);
    expect(unknownNumber).toEqual({ code: 1, out: '', err: 'order:show: no order JH-999999' });
  });
});
