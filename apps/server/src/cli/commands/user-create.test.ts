import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../../test/catalogue-fixtures.js';
import { runCli } from '../../test/cli.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (name: string, args: string[]) => runCli(t.database, name, args);

const staff = [
  '--role',
  'shopper',
  '--name',
  'Sunil Shopper',
  '--email',
  'Sunil@Jhola.test',
  '--phone',
  '9123456780',
  '--password',
  'Shop@1234',
];

describe('npm run jhola -- user:create', () => {
  it('creates a verified account that can log in at once', async () => {
    const { code, out } = await run('user:create', staff);
    expect(code).toBe(0);
    expect(out).toContain('Created shopper Sunil Shopper <sunil@jhola.test>');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sunil@jhola.test', password: 'Shop@1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('shopper');
  });

  it('refuses a second account with the same e-mail (exit 1)', async () => {
    const { code, err } = await run(
      'user:create',
      staff.map((a) => (a === 'Sunil Shopper' ? 'Other' : a)),
    );
    expect(code).toBe(1);
    expect(err).toContain('An account with the email sunil@jhola.test already exists.');
  });

  it('explains bad values with the PRODUCT.md §5 messages (exit 1) and wrong usage (exit 2)', async () => {
    const weak = await run('user:create', [
      ...staff.slice(0, 4),
      '--email',
      'new@jhola.test',
      '--phone',
      '123',
      '--password',
      'weak',
    ]);
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('--phone: Enter a 10-digit mobile number starting with 6, 7, 8 or 9');
    expect(weak.err).toContain('--password: Password must be at least 8 characters');
    const missing = await run('user:create', ['--role', 'admin']);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('missing --name, --email, --phone, --password');
    const role = await run(
      'user:create',
      staff.map((a) => (a === 'shopper' ? 'boss' : a)),
    );
    expect(role.code).toBe(2);
    const unknown = await run('user:create', [...staff, '--colour', 'red']);
    expect(unknown.code).toBe(2);
  });

  it('help lists the commands', async () => {
    const { code, out } = await run('help', []);
    expect(code).toBe(0);
    expect(out).toContain('user:create');
  });

  it('makes a shop owner for the shops named by --shop, who sees those shops only (issue 46)', async () => {
    const shop = await createTestShop(t, { name: 'Kiran Kirana' });
    const owner = [
      ...['--role', 'merchant', '--name', 'Kiran Owner', '--email', 'kiran@jhola.test'],
      ...['--phone', '9123456790', '--password', 'Shop@1234', '--shop', shop.id],
    ];
    const { code, out } = await run('user:create', owner);
    expect(code).toBe(0);
    expect(out).toContain(`Runs shop ${shop.id}.`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kiran@jhola.test', password: 'Shop@1234' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const shops = await t.app.inject({ method: 'GET', url: '/api/merchant/shops', headers });
    expect(shops.json().data.shops.map((s: { _id: string }) => s._id)).toEqual([shop.id]);

    const noShop = await run(
      'user:create',
      owner.slice(0, -2).map((a) => a.replace('kiran@', 'k2@')),
    );
    expect(noShop.code).toBe(1);
    expect(noShop.err).toContain('A shop owner needs at least one shop');
    const badShop = await run('user:create', [...owner.slice(0, -1), 'not-a-shop']);
    expect(badShop.code).toBe(2);
  });
});
