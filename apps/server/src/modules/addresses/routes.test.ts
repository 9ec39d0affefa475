import { CHECKOUT_MESSAGES, SAVED_ADDRESS_MESSAGES, type SavedAddress } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const home = {
  label: 'Home',
  street: '12 MG Road',
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'karnataka',
  zipCode: '560001',
  coordinates: { lat: 12.9716, lng: 77.5946 },
  contactName: 'Asha Rao',
  contactPhone: '9876543210',
};

describe('/api/me/addresses', () => {
  let t: TestApp;
  const call = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/me/addresses${url}`,
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const list = async (user: TestUser): Promise<SavedAddress[]> =>
    (await call(user, 'GET', '')).json().data.addresses;
  const add = async (user: TestUser, body: object = home): Promise<SavedAddress> => {
    const res = await call(user, 'POST', '', body);
    expect(res.statusCode).toBe(201);
    return res.json().data.address;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('saves an address normalised by the checkout rules; the first one is the default', async () => {
    const asha = await createTestUser(t);
    expect(await list(asha)).toEqual([]);
    const saved = await add(asha);
    expect(saved).toEqual({
      _id: expect.any(String),
      label: 'Home',
      isDefault: true,
      street: '12 MG Road',
      area: 'Ashok Nagar',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      coordinates: { lat: 12.9716, lng: 77.5946 },
      instructions: '',
      contactName: 'Asha Rao',
      contactPhone: '+91 9876543210',
    });
    expect(await list(asha)).toEqual([saved]);
  });

  it('keeps exactly one default: a new default takes it, deleting the default hands it on', async () => {
    const ravi = await createTestUser(t);
    const first = await add(ravi);
    const work = await add(ravi, { ...home, label: 'Work', street: '1 Residency Road' });
    expect(work.isDefault).toBe(false);
    const other = await add(ravi, { ...home, label: 'Other', street: '5 Brigade Road', isDefault: true });
    expect(other.isDefault).toBe(true);
    let all = await list(ravi);
    expect(all.filter((a) => a.isDefault).map((a) => a._id)).toEqual([other._id]);
    expect(all[0]!._id).toBe(other._id);

    const patched = await call(ravi, 'PATCH', `/${work._id}`, { isDefault: true });
    expect(patched.json().data.address).toMatchObject({ _id: work._id, isDefault: true, label: 'Work' });
    all = await list(ravi);
    expect(all.filter((a) => a.isDefault).map((a) => a._id)).toEqual([work._id]);

    // Giving the default up hands it to the oldest other address.
    await call(ravi, 'PATCH', `/${work._id}`, { isDefault: false });
    all = await list(ravi);
    expect(all.filter((a) => a.isDefault).map((a) => a._id)).toEqual([first._id]);

    const afterDelete = await call(ravi, 'DELETE', `/${first._id}`);
    expect(afterDelete.statusCode).toBe(200);
    const remaining: SavedAddress[] = afterDelete.json().data.addresses;
    expect(remaining.map((a) => a._id).sort()).toEqual([work._id, other._id].sort());
    expect(remaining.filter((a) => a.isDefault).map((a) => a._id)).toEqual([work._id]);

    // The only address stays the default even when asked not to be.
    await call(ravi, 'DELETE', `/${other._id}`);
    const only = await call(ravi, 'PATCH', `/${work._id}`, { isDefault: false });
    expect(only.json().data.address.isDefault).toBe(true);
  });

  it('changes only the fields sent, checked with the rest by the checkout rules', async () => {
    const meera = await createTestUser(t);
    const saved = await add(meera);
    const res = await call(meera, 'PATCH', `/${saved._id}`, {
      landmark: 'Opposite the metro',
      label: 'Other',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.address).toMatchObject({
      ...saved,
      landmark: 'Opposite the metro',
      label: 'Other',
    });
    const bad = await call(meera, 'PATCH', `/${saved._id}`, { zipCode: '12345', contactName: 'Meera' });
    expect([bad.statusCode, bad.json().message]).toEqual([422, CHECKOUT_MESSAGES.pinInvalid]);
    expect((await list(meera))[0]).toMatchObject({ zipCode: '560001', contactName: 'Asha Rao' });
    const empty = await call(meera, 'PATCH', `/${saved._id}`, {});
    expect([empty.statusCode, empty.json().message]).toEqual([422, SAVED_ADDRESS_MESSAGES.emptyPatch]);
  });

  it('refuses bad input with the checkout messages and stores nothing', async () => {
    const neha = await createTestUser(t);
    const cases: [object, string][] = [
      [{ ...home, street: ' ' }, CHECKOUT_MESSAGES.addressRequired],
      [{ ...home, state: 'Texas' }, CHECKOUT_MESSAGES.stateUnknown],
      [{ ...home, zipCode: '56001' }, CHECKOUT_MESSAGES.pinInvalid],
      [{ ...home, zipCode: '060001' }, CHECKOUT_MESSAGES.pinLeadingZero],
      [{ ...home, contactPhone: '1234567890' }, CHECKOUT_MESSAGES.contactPhoneInvalid],
      [{ ...home, contactPhone: '9999999999' }, CHECKOUT_MESSAGES.contactPhoneFake],
      [{ ...home, contactName: 'A' }, CHECKOUT_MESSAGES.contactNameShort],
      [{ ...home, label: 'Office' }, SAVED_ADDRESS_MESSAGES.labelInvalid],
      [{ ...home, coordinates: { lat: 51.5, lng: -0.12 } }, SAVED_ADDRESS_MESSAGES.outsideIndia],
    ];
    for (const [body, message] of cases) {
      const res = await call(neha, 'POST', '', body);
      expect([res.statusCode, res.json().message]).toEqual([422, message]);
    }
    expect(await list(neha)).toEqual([]);
    const saved = await add(neha);
    const abroad = await call(neha, 'PATCH', `/${saved._id}`, { coordinates: { lat: 40.7, lng: -74 } });
    expect([abroad.statusCode, abroad.json().message]).toEqual([422, SAVED_ADDRESS_MESSAGES.outsideIndia]);
    expect((await list(neha))[0]!.coordinates).toEqual(home.coordinates);
  });

  it("shows and changes only the customer's own addresses: foreign and unknown ids are 404", async () => {
    const owner = await createTestUser(t);
    const stranger = await createTestUser(t);
    const saved = await add(owner);
    expect(await list(stranger)).toEqual([]);
    for (const id of [saved._id, '7d9f0c59-2f7b-4cf1-9a55-2b8f1b6d8e11', 'not-an-id']) {
      const patch = await call(stranger, 'PATCH', `/${id}`, { label: 'Work' });
      const del = await call(stranger, 'DELETE', `/${id}`);
      expect([patch.statusCode, del.statusCode]).toEqual([404, 404]);
    }
    expect(await list(owner)).toEqual([saved]);
  });

  it('is for signed-in customers only', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    const shopper = await createTestUser(t, { role: 'shopper' });
    expect((await call(shopper, 'GET', '')).statusCode).toBe(403);
  });

  it('makes only one default when two first addresses are saved at once', async () => {
    const racer = await createTestUser(t);
    const [a, b] = await Promise.all([call(racer, 'POST', '', home), call(racer, 'POST', '', home)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((await list(racer)).filter((x) => x.isDefault)).toHaveLength(1);
  });
});
