import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeWith } from '../../../test/deadline-fixtures.js';
import { type ApiBody, createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';

/** PRODUCT.md §13: each shop's response time, set in the admin catalogue, is the wait of its orders. */
let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld();
});
afterAll(async () => {
  await w?.close();
});

const patchShop = async (body: object) => {
  const response = await w.t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shops/${w.shop.id}`,
    headers: w.admin.headers,
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as ApiBody };
};

describe("the shop's response time", () => {
  it('is 10 minutes unless an admin changes it; an order keeps the time it was placed with', async () => {
    expect((await placeWith(w, 'approve')).responseMinutes).toBe(10);

    const changed = await patchShop({ responseMinutes: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.shop.responseMinutes).toBe(4);
    const placed = await placeWith(w, 'cancel');
    expect(placed).toMatchObject({ responseMinutes: 4, ifNoAnswer: 'cancel', answerDeadline: null });
  });

  it('is in the public shop replies, so checkout can name it (through the reply cache)', async () => {
    const read = async (url: string) => (await w.t.app.inject({ method: 'GET', url })).json() as ApiBody;
    const detail = async () => (await read(`/api/shops/${w.shop.id}`)).data.shop;
    const listed = async () =>
      (await read('/api/shops?limit=100')).data.shops.find((s: { _id: string }) => s._id === w.shop.id);
    expect((await detail()).responseMinutes).toBe(4);
    expect((await listed()).responseMinutes).toBe(4);

    expect((await patchShop({ responseMinutes: 7 })).status).toBe(200);
    expect((await detail()).responseMinutes).toBe(7);
    expect((await listed()).responseMinutes).toBe(7);
    expect((await patchShop({ responseMinutes: 4 })).status).toBe(200);
  });

  it('refuses a time that is not whole minutes between 1 and 120, changing nothing', async () => {
    for (const responseMinutes of [0, 0.5, 121, '5']) {
      const refused = await patchShop({ responseMinutes });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.[0]?.field).toBe('responseMinutes');
    }
    expect((await placeWith(w, 'approve')).responseMinutes).toBe(4);
  });
});
