import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/cli.js';
import { type ClientSocket, connectSocket, listen, nextEvent } from '../../test/realtime.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser } from '../../test/users.js';

let t: TestApp;
let socket: ClientSocket;
beforeAll(async () => {
  t = await createTestApp();
  const customer = await createTestUser(t);
  socket = await connectSocket(await listen(t.app), customer.token);
});
afterAll(async () => {
  socket.close();
  await t.close();
});

/** Runs the command on the running test server's database, as `npm run jhola` would on the server's. */
const run = (args: string[]) => runCli(t.database, 'notice:publish', args);

describe('npm run jhola -- notice:publish', () => {
  it('publishes a notice that open apps receive live and new apps fetch', async () => {
    const arrived = nextEvent(socket, 'new-notice', (n) => n.title === 'Holi holiday');
    const { code, out } = await run([
      '--title',
      'Holi holiday',
      '--message',
      'Shops close at 2 pm on Holi.',
      '--type',
      'warning',
      '--priority',
      'high',
      '--display',
      'permanent',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('Published permanent warning notice "Holi holiday"');
    const notice = await arrived;
    expect(notice).toMatchObject({ type: 'warning', priority: 'high', displayType: 'permanent' });
    const active = await t.app.inject({ method: 'GET', url: '/api/notices/active' });
    expect(active.json().data.map((n: { _id: string }) => n._id)).toContain(notice._id);
  });

  it('defaults to a one-time info notice', async () => {
    const arrived = nextEvent(socket, 'new-notice', (n) => n.title === 'Plain');
    expect((await run(['--title', 'Plain', '--message', 'Hello'])).code).toBe(0);
    expect(await arrived).toMatchObject({ type: 'info', priority: 'normal', displayType: 'one-time' });
  });

  it('explains wrong usage (exit 2) and bad values (exit 1)', async () => {
    const missing = await run(['--title', 'No message']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('missing --message');
    expect((await run(['--title', 'x', '--message', 'y', '--colour', 'red'])).code).toBe(2);
    const bad = await run(['--title', 'x', '--message', 'y', '--display', 'sometimes']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--display:');
    const backwards = await run([
      '--title',
      'x',
      '--message',
      'y',
      '--starts',
      '2030-01-02T00:00:00Z',
      '--ends',
      '2030-01-01T00:00:00Z',
    ]);
    expect(backwards.code).toBe(1);
    expect(backwards.err).toContain('--ends: The end must be after the start');
  });
});
