import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RealtimeTestApp, startRealtimeApp } from '../../test/realtime.js';
import { createTestUser, type TestUser } from '../../test/users.js';

let rt: RealtimeTestApp;
let admin: TestUser;
beforeAll(async () => {
  rt = await startRealtimeApp();
  admin = await createTestUser(rt.t, { role: 'admin', name: 'Ada Admin' });
});
afterEach(() => rt.closeSockets());
afterAll(async () => rt.t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  rt.t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const login = (email: string, password: string) =>
  rt.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const newStaff = (role: string, email: string) => ({
  name: 'Ravi Kumar',
  email,
  phone: '9876501234',
  password: 'Shop@1234',
  role,
});

describe('admin people', () => {
  it('creates shopper, delivery and admin accounts that can log in at once', async () => {
    for (const role of ['shopper', 'delivery', 'admin']) {
      const email = `New.${role}@Example.com`;
      const res = await call(admin, 'POST', '/api/admin/users', newStaff(role, email));
      expect(res.statusCode).toBe(201);
      const { user } = res.json().data;
      expect(user).toMatchObject({ email: email.toLowerCase(), role, disabled: false, disabledAt: null });
      expect(user).not.toHaveProperty('passwordHash');
      const signedIn = await login(email, 'Shop@1234');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.user.role).toBe(role);
    }
  });

  it('refuses customer accounts, weak passwords, bad fields and a taken e-mail, creating nothing', async () => {
    const customer = await call(admin, 'POST', '/api/admin/users', newStaff('customer', 'c1@example.com'));
    expect(customer.statusCode).toBe(422);
    expect(customer.json().errors[0]).toMatchObject({ field: 'role' });
    const weak = await call(admin, 'POST', '/api/admin/users', {
      ...newStaff('shopper', 'c2@example.com'),
      password: 'password',
    });
    expect(weak.statusCode).toBe(422);
    const extra = await call(admin, 'POST', '/api/admin/users', {
      ...newStaff('shopper', 'c3@example.com'),
      isAdmin: true,
    });
    expect(extra.statusCode).toBe(422);
    const taken = await call(admin, 'POST', '/api/admin/users', newStaff('shopper', admin.email));
    expect(taken.statusCode).toBe(409);
    for (const email of ['c1@example.com', 'c2@example.com', 'c3@example.com'])
      expect((await login(email, 'Shop@1234')).statusCode).toBe(401);
  });

  it('is for admins only: 401 without a session, 403 for every other role', async () => {
    expect((await call(null, 'GET', '/api/admin/users')).statusCode).toBe(401);
    for (const role of ['customer', 'shopper', 'delivery'] as const) {
      const user = await createTestUser(rt.t, { role });
      expect((await call(user, 'GET', '/api/admin/users')).statusCode).toBe(403);
      expect(
        (await call(user, 'POST', '/api/admin/users', newStaff('admin', `${role}-x@example.com`))).statusCode,
      ).toBe(403);
      expect((await call(user, 'PATCH', `/api/admin/users/${admin.id}`, { disabled: true })).statusCode).toBe(
        403,
      );
    }
  });

  it('lists accounts by role and by part of the name, e-mail or phone', async () => {
    const meena = await createTestUser(rt.t, { role: 'delivery', name: 'Meena Rider', phone: '9000011111' });
    const byRole = (await call(admin, 'GET', '/api/admin/users?role=delivery&limit=100')).json().data;
    expect(byRole.users.every((u: { role: string }) => u.role === 'delivery')).toBe(true);
    expect(byRole.users.map((u: { _id: string }) => u._id)).toContain(meena.id);
    for (const q of ['meena', 'RIDER', '900001', meena.email.slice(0, 10)]) {
      const found = (await call(admin, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`)).json().data;
      expect(found.users.map((u: { _id: string }) => u._id)).toContain(meena.id);
    }
    // A pattern character is matched literally.
    expect((await call(admin, 'GET', '/api/admin/users?q=%25')).json().data.total).toBe(0);
    expect((await call(admin, 'GET', '/api/admin/users?role=boss')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/users?limit=1000')).statusCode).toBe(400);
  });
});

describe('disabling an account', () => {
  it('ends its sessions and sockets at once, refuses its logins, and enabling lets it back in', async () => {
    const shopper = await createTestUser(rt.t, { role: 'shopper', name: 'Soon Disabled' });
    const bystander = await createTestUser(rt.t, { role: 'shopper' });
    const socket = await rt.connect(shopper.token);
    const other = await rt.connect(bystander.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    const res = await call(admin, 'PATCH', `/api/admin/users/${shopper.id}`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: shopper.id, disabled: true });
    expect(await closed).toBe('io server disconnect');
    expect(other.connected).toBe(true);

    expect((await call(shopper, 'GET', '/api/shopper/orders/available')).statusCode).toBe(401);
    const refused = await login(shopper.email, shopper.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been disabled. Please contact your administrator.');
    // The wrong password still hears only "wrong", so the state is not revealed to a guesser.
    expect((await login(shopper.email, 'Wrong@1234')).statusCode).toBe(401);
    await expect(rt.connect(shopper.token)).rejects.toThrow(/Authentication required/);

    const enabled = await call(admin, 'PATCH', `/api/admin/users/${shopper.id}`, { disabled: false });
    expect(enabled.json().data.user).toMatchObject({ disabled: false, disabledAt: null });
    const again = await login(shopper.email, shopper.password);
    expect(again.statusCode).toBe(200);
    // The old session stays ended: enabling does not bring back what disabling closed.
    expect((await call(shopper, 'GET', '/api/shopper/orders/available')).statusCode).toBe(401);
  });

  it('refuses an admin disabling themselves, unknown ids and bad bodies', async () => {
    const self = await call(admin, 'PATCH', `/api/admin/users/${admin.id}`, { disabled: true });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot disable your own account');
    expect((await call(admin, 'GET', '/api/admin/users?limit=1')).statusCode).toBe(200);
    expect(
      (await call(admin, 'PATCH', `/api/admin/users/${crypto.randomUUID()}`, { disabled: true })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'PATCH', '/api/admin/users/nope', { disabled: true })).statusCode).toBe(404);
    const target = await createTestUser(rt.t, { role: 'delivery' });
    for (const body of [{}, { disabled: 'yes' }, { disabled: true, role: 'admin' }]) {
      expect((await call(admin, 'PATCH', `/api/admin/users/${target.id}`, body)).statusCode).toBe(422);
    }
    expect((await call(target, 'GET', '/api/shopper/orders')).statusCode).toBe(200);
  });
});
