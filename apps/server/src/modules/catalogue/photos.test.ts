import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProduct, createTestShop, readProduct, readShop } from '../../test/catalogue-fixtures.js';
import { describeImage, fakeJpeg, phoneJpeg, realPng, realWebp } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'admin' });
}, 120_000);
afterAll(async () => t.close());

const upload = (
  user: TestUser | null,
  url: string,
  bytes: Buffer | null,
  file: { filename?: string; contentType?: string; field?: string } = {},
) => {
  const body = multipartBody(
    {},
    bytes && {
      field: file.field ?? 'image',
      filename: file.filename ?? 'photo.jpg',
      contentType: file.contentType ?? 'image/jpeg',
      bytes,
    },
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(user?.headers ?? {}), 'content-type': body.contentType },
    payload: body.payload,
  });
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('product photo upload', () => {
  it('re-encodes a phone photo to a web-size WebP without its location, and the customer sees it at once', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { images: ['/media/products/atta.svg'] });
    // The customer's app has the list cached already.
    const before = await get(`/api/products/shop/${shop.id}`);
    expect(before.statusCode).toBe(200);

    const res = await upload(admin, `/api/admin/products/${product.id}/photo`, await phoneJpeg(2400, 1800));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.product.images[0];
    expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    expect(res.json().data.product.images).toEqual([url]);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await describeImage(served.rawPayload)).toEqual({
      format: 'webp',
      width: 1000,
      height: 750,
      hasExif: false,
      hasXmp: false,
    });
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const after = await get(`/api/products/shop/${shop.id}`);
    const listed = after.json().data.products.find((p: { _id: string }) => p._id === product.id);
    expect(listed.images).toEqual([url]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('replaces the earlier upload and removes its file', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id);
    const first = (await upload(admin, `/api/admin/products/${product.id}/photo`, await realPng())).json()
      .data.product.images[0];
    const second = (await upload(admin, `/api/admin/products/${product.id}/photo`, await realWebp())).json()
      .data.product.images[0];
    expect(second).not.toBe(first);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
  });

  it('decides the type by content: a fake JPEG and a text file named .png are refused, changing nothing', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { images: ['/media/products/dal.svg'] });
    const url = `/api/admin/products/${product.id}/photo`;
    const fake = await upload(admin, url, fakeJpeg());
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('The photo must be a JPEG, PNG or WebP image');
    const text = await upload(admin, url, Buffer.from('<svg onload="alert(1)"/>'), {
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    // A real PNG sent as "application/octet-stream" named .txt is fine: only the bytes count.
    const odd = await upload(admin, url, await realPng(), {
      filename: 'x.txt',
      contentType: 'application/octet-stream',
    });
    expect(odd.statusCode).toBe(200);
    await upload(admin, url, fakeJpeg());
    expect((await readProduct(t, product.id)).images).toEqual(odd.json().data.product.images);
  });

  it('refuses a file over 5 MB (413), no file (422), and a body that is not multipart (415)', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { images: ['/media/products/rice.svg'] });
    const url = `/api/admin/products/${product.id}/photo`;
    const big = await upload(admin, url, Buffer.concat([await realPng(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The photo must be at most 5 MB');
    const none = await upload(admin, url, null);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: 'image', message: 'Attach a photo (field image)' }]);
    const json = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await readProduct(t, product.id)).images).toEqual(['/media/products/rice.svg']);
  });

  it('is for admins only, and answers 404 for unknown or malformed ids', async () => {
    const shop = await createTestShop(t);
    const product = await createTestProduct(t, shop.id, { images: ['/media/products/oil.svg'] });
    const png = await realPng();
    expect((await upload(null, `/api/admin/products/${product.id}/photo`, png)).statusCode).toBe(401);
    for (const role of ['customer', 'shopper', 'delivery'] as const) {
      const user = await createTestUser(t, { role });
      expect((await upload(user, `/api/admin/products/${product.id}/photo`, png)).statusCode).toBe(403);
      expect((await upload(user, `/api/admin/shops/${shop.id}/photo`, png)).statusCode).toBe(403);
    }
    expect((await upload(admin, `/api/admin/products/${crypto.randomUUID()}/photo`, png)).statusCode).toBe(
      404,
    );
    expect((await upload(admin, '/api/admin/products/nope/photo', png)).statusCode).toBe(404);
    expect((await readProduct(t, product.id)).images).toEqual(['/media/products/oil.svg']);
    expect((await get('/uploads/photos/../../etc/passwd')).statusCode).toBe(404);
    expect((await get(`/uploads/photos/${'a'.repeat(32)}.webp`)).statusCode).toBe(404);
  });
});

describe('shop photo upload', () => {
  it('sets the shop photo, shown at once in the shop list and the shop page', async () => {
    const shop = await createTestShop(t, { name: 'Photo Kirana' });
    expect((await get('/api/shops?limit=100')).statusCode).toBe(200);
    const res = await upload(admin, `/api/admin/shops/${shop.id}/photo`, await realWebp(2000, 1000));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.shop.images[0];
    expect((await readShop(t, shop.id)).images).toEqual([url]);
    const list = (await get('/api/shops?limit=100')).json().data.shops;
    expect(list.find((s: { _id: string }) => s._id === shop.id).images).toEqual([url]);
    expect((await get(`/api/shops/${shop.id}`)).json().data.shop.images).toEqual([url]);
    expect(await describeImage((await get(url)).rawPayload)).toMatchObject({ width: 1600, height: 800 });
    expect(
      (await upload(admin, `/api/admin/shops/${crypto.randomUUID()}/photo`, await realPng())).statusCode,
    ).toBe(404);
  });
});
