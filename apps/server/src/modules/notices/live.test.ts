import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { type ClientSocket, connectSocket, listen, nextEvent, record } from '../../test/realtime.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { NoticeRepository } from './repository.js';

/** Notices reach open apps without a reload: published, changed, withdrawn, and from the command line. */
describe('notices pushed live', () => {
  let t: TestApp;
  let admin: TestUser;
  let socket: ClientSocket;

  const publish = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.notice as { _id: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t, { role: 'admin' });
    const customer = await createTestUser(t);
    socket = await connectSocket(await listen(t.app), customer.token);
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it('sends a published notice to a connected app at once', async () => {
    const arrived = nextEvent(socket, 'new-notice', (n) => n.title === 'Rain delays');
    const notice = await publish({
      title: 'Rain delays',
      message: 'Deliveries may be late.',
      type: 'warning',
    });
    expect(await arrived).toMatchObject({ _id: notice._id, type: 'warning', displayType: 'one-time' });
  });

  it('sends the new version of a changed notice, and withdraws a switched-off or deleted one', async () => {
    const first = await publish({ title: 'Offer', message: '10% off' });
    const second = await publish({ title: 'Holiday', message: 'Closed Monday' });
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/notices/${id}`, headers: admin.headers, payload });

    const changed = nextEvent(socket, 'new-notice', (n) => n._id === first._id);
    await patch(first._id, { message: '20% off' });
    expect((await changed).message).toBe('20% off');

    const off = nextEvent(socket, 'notice-removed', (e) => e._id === first._id);
    await patch(first._id, { isActive: false });
    await off;

    const gone = nextEvent(socket, 'notice-removed', (e) => e._id === second._id);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/notices/${second._id}`, headers: admin.headers });
    await gone;
  });

  it('picks up a notice written by another process (the command line) within a few seconds', async () => {
    const arrived = nextEvent(socket, 'new-notice', (n) => n.title === 'Written elsewhere');
    const row = await new NoticeRepository(t.database.db as Db).insert({
      title: 'Written elsewhere',
      message: 'Straight into the database',
      priority: 'high',
      displayType: 'permanent',
    });
    expect(await arrived).toMatchObject({ _id: row.id, priority: 'high', displayType: 'permanent' });
  });

  it('announces a scheduled notice when its start comes, not before', async () => {
    const seen = record(socket, 'new-notice');
    const start = new Date(Date.now() + 60 * 60 * 1000);
    const scheduled = await publish({ title: 'Later', message: 'Soon', startsAt: start.toISOString() });
    // A later notice published now proves the earlier one was not sent when published.
    const marker = nextEvent(socket, 'new-notice', (n) => n.title === 'Marker');
    await publish({ title: 'Marker', message: 'Now' });
    await marker;
    expect(seen.map((n) => n.title)).toEqual(['Marker']);

    const live = nextEvent(socket, 'new-notice', (n) => n._id === scheduled._id);
    t.setNow(new Date(start.getTime() + 1000));
    await live;
    t.setNow(null);
  });
});
