import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

let t: TestApp;
let admin: TestUser;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(async () => t.close());

const send = (message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.1.0.${++ip}`,
    payload: { name: 'Asha', email: `asha${ip}@example.com`, subject: 'Late', message },
  });
const call = (user: TestUser | null, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('admin contact inbox', () => {
  it('lists messages newest first, marks them handled by whom, filters, and opens them again', async () => {
    const first = (await send('First message')).json().data.id;
    const second = (await send('Second message')).json().data.id;
    const all = (await call(admin, 'GET', '/api/admin/contact-messages')).json().data;
    const ids = all.messages.map((m: { _id: string }) => m._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.messages[0]).toMatchObject({ message: 'Second message', handled: false, handledBy: null });
    const openBefore = all.unhandled;

    const marked = await call(admin, 'PATCH', `/api/admin/contact-messages/${first}`, { handled: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.message).toMatchObject({
      _id: first,
      handled: true,
      handledBy: { _id: admin.id, name: 'Ada Admin' },
    });
    const open = (await call(admin, 'GET', '/api/admin/contact-messages?handled=false')).json().data;
    expect(open.messages.map((m: { _id: string }) => m._id)).not.toContain(first);
    expect(open.unhandled).toBe(openBefore - 1);
    const handled = (await call(admin, 'GET', '/api/admin/contact-messages?handled=true')).json().data;
    expect(handled.messages.map((m: { _id: string }) => m._id)).toEqual([first]);

    const reopened = await call(admin, 'PATCH', `/api/admin/contact-messages/${first}`, { handled: false });
    expect(reopened.json().data.message).toMatchObject({ handled: false, handledAt: null, handledBy: null });
  });

  it('is for admins only, and refuses bad input with 4xx', async () => {
    const id = (await send('Private')).json().data.id;
    expect((await call(null, 'GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    for (const role of ['customer', 'shopper', 'delivery'] as const) {
      const user = await createTestUser(t, { role });
      expect((await call(user, 'GET', '/api/admin/contact-messages')).statusCode).toBe(403);
      expect(
        (await call(user, 'PATCH', `/api/admin/contact-messages/${id}`, { handled: true })).statusCode,
      ).toBe(403);
    }
    expect((await call(admin, 'GET', '/api/admin/contact-messages?handled=maybe')).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/api/admin/contact-messages/${id}`, {})).statusCode).toBe(422);
    expect(
      (await call(admin, 'PATCH', `/api/admin/contact-messages/${crypto.randomUUID()}`, { handled: true }))
        .statusCode,
    ).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/contact-messages/x', { handled: true })).statusCode).toBe(
      404,
    );
    const still = (await call(admin, 'GET', '/api/admin/contact-messages?handled=false')).json().data;
    expect(still.messages.map((m: { _id: string }) => m._id)).toContain(id);
  });
});
