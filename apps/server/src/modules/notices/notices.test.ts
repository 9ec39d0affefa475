import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { NoticeRepository } from './repository.js';

describe('notices', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const hour = 60 * 60 * 1000;

  const publish = (body: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/notices', headers, payload: body });
  const active = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notices/active' });
    expect(res.statusCode).toBe(200);
    return res.json().data as { _id: string; title: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    customer = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('lists only live notices, urgent then high then the rest, newest first', async () => {
    const now = Date.now();
    const made: Record<string, string> = {};
    for (const [title, extra] of [
      ['Normal old', { priority: 'normal' }],
      ['High', { priority: 'high' }],
      ['Switched off', { priority: 'urgent', isActive: false }],
      ['Not yet', { priority: 'urgent', startsAt: new Date(now + hour).toISOString() }],
      [
        'Over',
        { startsAt: new Date(now - 2 * hour).toISOString(), endsAt: new Date(now - hour).toISOString() },
      ],
      ['Urgent', { priority: 'urgent', displayType: 'permanent' }],
      ['Normal new', { priority: 'low', endsAt: new Date(now + hour).toISOString() }],
    ] as const) {
      // One second apart, so "newest first" is decided by the data, not by the speed of the machine.
      t.setNow(new Date(now + Object.keys(made).length * 1000));
      const res = await publish({ title, message: `${title} message`, ...extra });
      expect(res.statusCode).toBe(201);
      made[title] = res.json().data.notice._id;
    }
    const titles = (await active()).map((n) => n.title);
    expect(titles).toEqual(['Urgent', 'High', 'Normal new', 'Normal old']);
    const urgent = (await active())[0];
    expect(urgent).toMatchObject({
      type: 'info',
      priority: 'urgent',
      displayType: 'permanent',
      isActive: true,
    });
    t.setNow(null);
  });

  it('lets only admins publish, change and delete', async () => {
    const body = { title: 'Diwali hours', message: 'Shops close at 6 pm.' };
    expect((await publish(body, {} as never)).statusCode).toBe(401);
    expect((await publish(body, customer.headers)).statusCode).toBe(403);
    const shopper = await createTestUser(t, { role: 'shopper' });
    expect((await publish(body, shopper.headers)).statusCode).toBe(403);

    const created = await publish(body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.notice._id;
    const patch = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/notices/${id}`, headers, payload });
    expect((await patch(customer.headers, { title: 'Hacked' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/notices/${id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);

    // A change names only what changes: the other fields stay as they were.
    const changed = await patch(admin.headers, { title: 'Diwali hours (updated)' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.notice).toMatchObject({
      title: 'Diwali hours (updated)',
      message: 'Shops close at 6 pm.',
      isActive: true,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/notices/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await active()).map((n) => n._id)).not.toContain(id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/notices/${id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('validates what an admin publishes', async () => {
    const missing = await publish({ title: ' ', message: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Title is required');
    const badType = await publish({ title: 'x', message: 'y', type: 'shouting' });
    expect(badType.statusCode).toBe(422);
    const backwards = await publish({
      title: 'x',
      message: 'y',
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual([
      { field: 'endsAt', message: 'The end must be after the start' },
    ]);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/notices/${randomUUID()}`,
      headers: admin.headers,
      payload: { title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a view once per signed-in customer and never for anyone else', async () => {
    const id = (await publish({ title: 'Counted', message: 'Seen?' })).json().data.notice._id;
    const view = (headers?: Record<string, string>, noticeId = id) =>
      t.app.inject({ method: 'POST', url: `/api/notices/${noticeId}/view`, ...(headers ? { headers } : {}) });

    expect((await view(customer.headers)).json()).toMatchObject({ success: true, data: { counted: true } });
    expect((await view(customer.headers)).json().data).toEqual({ counted: false });
    const anonymous = await view();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toEqual({ counted: false });
    expect((await view(admin.headers)).json().data).toEqual({ counted: false });
    const other = await createTestUser(t);
    expect((await view(other.headers)).json().data).toEqual({ counted: true });

    expect((await view(customer.headers, randomUUID())).statusCode).toBe(404);
    expect((await view(customer.headers, 'not-an-id')).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/notices', headers: admin.headers });
    const counted = list.json().data.notices.find((n: { _id: string }) => n._id === id);
    expect(counted.viewCount).toBe(2);
  });

  it('shows a notice written straight to the database (the command line) once it is live', async () => {
    const row = await new NoticeRepository(t.database.db as Db).insert({
      title: 'From the CLI',
      message: 'Hello',
    });
    expect((await active()).map((n) => n._id)).toContain(row.id);
  });
});
