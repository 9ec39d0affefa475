import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { findUnstorableText, LOCKOUT } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index.js';
import { requestHash, stableJson } from '../modules/orders/placement/idempotency.js';
import { createLifecycleWorld, type LifecycleWorld } from '../test/lifecycle-fixtures.js';
import { linkFromOutbox, outboxFor, waitForOutbox } from '../test/outbox.js';
import { createTestUser, type TestUser } from '../test/users.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

/**
 * Issue 26, the third hardening pass: no input crashes a request, no attacker locks out a customer,
 * signup tells nobody who is registered, push endpoints stay their owner's, personal answers are never
 * cached, and protected calls check the caller before the body.
 */
let world: LifecycleWorld;
let ops: { method: string; path: string; secured: boolean }[];

beforeAll(async () => {
  world = await createLifecycleWorld();
  const doc = (await world.t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: Array.isArray(op.security),
    })),
  );
}, 120_000);
afterAll(() => world.close());

const inject = (options: InjectOptions) => world.t.app.inject(options);
/** Fills every `{param}` of an OpenAPI path with an id that names nothing. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

describe('deeply nested JSON (point 1)', () => {
  it('is a 400 envelope on every JSON endpoint, login and order placement included, before any walk', async () => {
    const bodies = [deepArray(10_000), deepObject(10_000), deepObject(MAX_JSON_DEPTH + 1)];
    const targets = [
      { url: '/api/auth/login', headers: {} },
      { url: '/api/orders', headers: { ...world.customer.headers, 'idempotency-key': randomUUID() } },
      { url: '/api/admin/notices', headers: world.admin.headers },
    ];
    for (const target of targets)
      for (const payload of bodies) {
        const res = await inject({
          method: 'POST',
          url: target.url,
          headers: { ...target.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${target.url} ${payload.length}`).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'BAD_REQUEST',
          message: 'The request is nested too deeply.',
        });
      }
    // As deep as allowed still reaches the route (its schema refuses the shape: 422, not 400).
    const deepest = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${deepArray(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    });
    expect(deepest.statusCode).toBe(422);
  });

  it('counts only brackets outside strings', () => {
    expect(nestsDeeperThan(`{"a":"${'['.repeat(1000)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${'['.repeat(10)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
  });

  it('no request walker recurses without a bound: each takes 100,000 levels without a stack overflow', () => {
    const depth = 100_000;
    let nested: unknown = 'a\u0000';
    for (let i = 0; i < depth; i += 1) nested = i % 2 ? [nested] : { a: nested };
    // The walkers over request data: NUL and surrogate search, the idempotency fingerprint, the depth check.
    const found = findUnstorableText(nested);
    expect(found?.split('.')).toHaveLength(depth);
    expect(stableJson(nested)).toHaveLength(JSON.stringify('a\u0000').length + depth * 2 + (depth / 2) * 4);
    expect(requestHash(nested)).toMatch(/^[0-9a-f]{64}$/);
    expect(nestsDeeperThan(deepArray(depth), MAX_JSON_DEPTH)).toBe(true);
    // The same answers as before the walks were iterative.
    expect(stableJson({ b: [1, undefined, { d: null, c: 'x' }], a: true, u: undefined })).toBe(
      '{"a":true,"b":[1,null,{"c":"x","d":null}]}',
    );
    expect(findUnstorableText({ a: 'ok', 'k\u0000': 1, b: { c: ['x', 'y\u0000'] } })).toBe('k\u0000');
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1 })).toBe('b.c.1');
  });
});

describe('login throttle per account and client address (point 2)', () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('makes one address wait, then locks it for 15 minutes saying so; the owner elsewhere still gets in', async () => {
    const owner = await createTestUser(world.t);
    const attacker = '127.0.0.2';
    const home = '127.0.0.3';
    const start = new Date('2026-03-01T10:00:00Z');
    const at = (ms: number) => world.t.setNow(new Date(start.getTime() + ms));
    try {
      at(0);
      expect((await login(owner.email, 'Wrong@1234', attacker)).statusCode).toBe(401);
      expect((await login(owner.email, 'Wrong@1234', attacker)).statusCode).toBe(401);
      expect((await login(owner.email, 'Wrong@1234', attacker)).statusCode).toBe(401);
      // The third failure makes the next try from that address wait, the right password included.
      const wait = await login(owner.email, owner.password, attacker);
      expect(wait.statusCode).toBe(429);
      expect(wait.headers['retry-after']).toBe(String(LOCKOUT.delaysMs[2] / 1000));
      expect(wait.json().message).toBe('Too many failed logins. Please wait 5 s and try again.');
      at(5_000);
      expect((await login(owner.email, 'Wrong@1234', attacker)).statusCode).toBe(401);
      expect((await login(owner.email, 'Wrong@1234', attacker)).statusCode).toBe(429);
      at(5_000 + 30_000);
      const fifth = await login(owner.email, 'Wrong@1234', attacker);
      expect(fifth.statusCode).toBe(423);
      expect(fifth.headers['retry-after']).toBe('900');
      expect(fifth.json().message).toBe(
        'Too many failed logins from this device. Login is locked here for 15 min; try again later or reset your password.',
      );
      // The owner at home is not locked out, and their success does not unlock the attacker.
      expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
      at(10 * 60_000);
      const still = await login(owner.email, owner.password, attacker);
      expect(still.statusCode).toBe(423);
      expect(still.json().message).toContain('for 6 min');
      // In Hindi too, with the time.
      const hindi = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'hi' },
        payload: { email: owner.email, password: owner.password },
        remoteAddress: attacker,
      });
      expect(hindi.json().message).toContain('6 मिनट');
      at(35_000 + 15 * 60_000);
      expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(200);
    } finally {
      world.t.setNow(null);
    }
  });

  it('a password reset lifts the lock of every address', async () => {
    const owner = await createTestUser(world.t);
    const attacker = '127.0.0.5';
    const start = new Date('2026-03-02T10:00:00Z');
    try {
      for (let i = 0; i < LOCKOUT.maxFailures; i++) {
        world.t.setNow(new Date(start.getTime() + i * 60_000));
        await login(owner.email, 'Wrong@1234', attacker);
      }
      expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(423);
      await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
      const link = await linkFromOutbox(world.t, owner.email, 'reset_password');
      const reset = await inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: link.token, email: link.email, newPassword: 'Newer@12345' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(owner.email, 'Newer@12345', attacker)).statusCode).toBe(200);
    } finally {
      world.t.setNow(null);
    }
  });

  it('counts a burst of parallel guesses one by one: only three passwords are ever checked', async () => {
    const owner = await createTestUser(world.t);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => login(owner.email, 'Wrong@1234', '127.0.0.6')),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('holds back an unknown e-mail exactly like a registered one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login('nobody-here@example.com', 'Wrong@1234', '127.0.0.4')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('signup of a registered address (point 3)', () => {
  it('answers exactly as for a new address and mails the owner how to get back in', async () => {
    const owner = await createTestUser(world.t);
    const signup = (email: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Someone', email, phone: '9876543210', password: 'Secret@123', role: 'customer' },
      });
    const fresh = await signup(`fresh-${randomUUID()}@example.com`);
    const taken = await signup(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    expect(taken.json()).toEqual({ ...fresh.json(), data: { email: owner.email } });
    const [mail] = await waitForOutbox(world.t, owner.email, 'signup_attempt');
    expect(mail!.subject).toBe('Someone tried to sign up to Jhola with your email');
    expect(mail!.text).toContain(`${world.t.config.appUrl}/forgot-password`);
    // No verification mail, no second account, and the owner's password still works.
    expect((await outboxFor(world.t, owner.email)).map((m) => m.kind)).toEqual(['signup_attempt']);
    const ownerLogin = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(ownerLogin.statusCode).toBe(200);
  });
});

/** A browser's subscription as PushSubscription.toJSON() gives it. */
const pushDevice = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const subscribe = (user: TestUser, device: ReturnType<typeof pushDevice>) =>
  inject({ method: 'POST', url: '/api/me/push-subscriptions', headers: user.headers, payload: device });
const rowsFor = (endpoint: string) =>
  world.t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('push subscriptions (points 4 and 5)', () => {
  it("another account's post neither takes nor changes A's subscription", async () => {
    const { customer, otherCustomer } = world;
    const device = pushDevice(`https://fcm.googleapis.com/fcm/send/${randomUUID()}`);
    const mine = await subscribe(customer, device);
    expect(mine.statusCode).toBe(201);
    const id = mine.json().data.subscription._id;
    const [before] = await rowsFor(device.endpoint);

    const taken = await subscribe(otherCustomer, pushDevice(device.endpoint));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().success).toBe(false);
    expect(await rowsFor(device.endpoint)).toEqual([before]);

    // A's own post again keeps the same row; A can still remove it.
    expect((await subscribe(customer, device)).json().data.subscription._id).toBe(id);
    const url = `/api/me/push-subscriptions/${id}`;
    expect((await inject({ method: 'DELETE', url, headers: otherCustomer.headers })).statusCode).toBe(404);
    expect((await inject({ method: 'DELETE', url, headers: customer.headers })).statusCode).toBe(200);
    // Once A removed it, the endpoint is free for B.
    const freed = await subscribe(otherCustomer, pushDevice(device.endpoint));
    expect(freed.statusCode).toBe(201);
    await inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${freed.json().data.subscription._id}`,
      headers: otherCustomer.headers,
    });
  });

  it('refuses user-info and any port but 443 on the allowed push hosts', async () => {
    const refused = [
      'https://user:pass@fcm.googleapis.com/fcm/send/x1',
      'https://user@fcm.googleapis.com/fcm/send/x2',
      'https://fcm.googleapis.com:8443/fcm/send/x3',
      'https://updates.push.services.mozilla.com:444/wpush/v2/x4',
    ];
    for (const endpoint of refused) {
      const res = await subscribe(world.customer, pushDevice(endpoint));
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().errors).toEqual([
        { field: 'endpoint', message: 'This push service is not supported' },
      ]);
      expect(await rowsFor(endpoint)).toEqual([]);
    }
    const explicit443 = await subscribe(
      world.customer,
      pushDevice('https://fcm.googleapis.com:443/fcm/send/x5'),
    );
    expect(explicit443.statusCode).toBe(201);
    await inject({
      method: 'DELETE',
      url: `/api/me/push-subscriptions/${explicit443.json().data.subscription._id}`,
      headers: world.customer.headers,
    });
  });
});

describe('protected calls (points 6 and 7)', () => {
  it('every authenticated GET answers Cache-Control: no-store, for every role', async () => {
    const order = await world.place();
    const gets = ops.filter((op) => op.method === 'GET' && op.secured);
    expect(gets.length).toBeGreaterThan(10);
    const users = [world.customer, world.shopper, world.delivery, world.admin];
    for (const op of gets)
      for (const user of users) {
        // The customer's own order (its page carries the delivery code), or ids that name nothing.
        const url = op.path.includes('{') ? op.path.replace(/\{[^}]+\}/g, order._id) : op.path;
        const res = await inject({ url, headers: user.headers });
        expect(res.statusCode, `${url} as ${user.role}`).toBeLessThan(500);
        expect(res.headers['cache-control'], `${url} as ${user.role} → ${res.statusCode}`).toMatch(
          /\bno-store\b/,
        );
      }
    const own = await inject({ url: `/api/orders/${order._id}`, headers: world.customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('an anonymous call to any protected operation is 401 before its body is read or validated', async () => {
    const secured = ops.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(30);
    const bodies = ['{}', '{"a":', deepArray(10_000)];
    for (const op of secured)
      for (const payload of hasBody(op.method) ? bodies : [undefined]) {
        const res = await inject({
          method: op.method as 'GET',
          url: concrete(op.path),
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        expect(res.statusCode, `${op.method} ${op.path} ${payload?.slice(0, 10)}`).toBe(401);
        expect(res.json().errors).toBeUndefined();
      }
    // And what answers 401 anonymously is documented as needing a bearer token.
    for (const op of ops.filter((o) => !o.secured && o.path.startsWith('/api/') && o.method !== 'GET')) {
      const res = await inject({ method: op.method as 'POST', url: concrete(op.path), payload: {} });
      expect(res.statusCode, `${op.method} ${op.path}`).not.toBe(401);
    }
  });

  it('a wrong-role call is 403 before its body is validated', async () => {
    const staffOnly = ops.filter((op) => op.secured && /^\/api\/(admin|shopper|delivery)\//.test(op.path));
    const adminOnly = staffOnly.filter((op) => op.path.startsWith('/api/admin/'));
    expect(adminOnly.length).toBeGreaterThan(10);
    const check = async (op: (typeof ops)[number], user: TestUser) => {
      const res = await inject({
        method: op.method as 'GET',
        url: concrete(op.path),
        headers: user.headers,
        ...(hasBody(op.method) ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${op.method} ${op.path} as ${user.role}`).toBe(403);
      expect(res.json().errors).toBeUndefined();
    };
    for (const op of staffOnly) await check(op, world.customer);
    for (const op of adminOnly) {
      await check(op, world.shopper);
      await check(op, world.delivery);
    }
    // The example, exactly.
    const notice = await inject({ method: 'POST', url: '/api/admin/notices', payload: {} });
    expect(notice.statusCode).toBe(401);
    // A customer-only write refuses staff before its body too.
    await check({ method: 'POST', path: '/api/orders', secured: true }, world.admin);
  });
});
