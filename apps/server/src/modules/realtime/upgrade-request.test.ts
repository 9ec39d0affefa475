import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealtimeTestApp, startRealtimeApp } from '../../test/realtime.js';
import { createTestUser } from '../../test/users.js';

/** What an open socket keeps of its handshake (decision 0050): the figures are in bench/realtime.mjs. */
describe('a connected socket', () => {
  let rt: RealtimeTestApp;
  beforeAll(async () => {
    rt = await startRealtimeApp();
  });
  afterAll(async () => {
    rt.closeSockets();
    await rt.t.close();
  });

  it('keeps its user, session and role, and neither the upgrade request nor the token', async () => {
    const customer = await createTestUser(rt.t);
    const client = await rt.connect(customer.token);
    const [server] = rt.t.app.realtime.io.of('/').sockets.values();
    expect(server?.data.auth).toEqual({
      userId: customer.id,
      sessionId: expect.any(String),
      role: 'customer',
    });
    expect(server?.handshake.auth).toEqual({});
    expect(server?.handshake.headers).toEqual({});
    const engine = server?.conn as unknown as {
      request: unknown;
      transport: { socket: NodeJS.EventEmitter };
    };
    expect(engine.request).toBeNull();
    expect(engine.transport.socket.listeners('error').map((l) => l.name)).not.toContain('onUpgradeError');
    expect(client.connected).toBe(true);
  });
});
