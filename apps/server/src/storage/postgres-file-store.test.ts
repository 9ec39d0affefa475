import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-app.js';
import { PostgresFileStore } from './postgres-file-store.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('PostgresFileStore', () => {
  it('stores bytes and content type, replaces them under the same key, and deletes them', async () => {
    const store = new PostgresFileStore(database.db);
    const bytes = Buffer.from([0, 1, 2, 250, 255, 0x89, 0x50]);
    await store.put('bills/a.png', { bytes, contentType: 'image/png' });
    const got = await store.get('bills/a.png');
    expect(got?.contentType).toBe('image/png');
    expect(Buffer.isBuffer(got?.bytes)).toBe(true);
    expect(got?.bytes.equals(bytes)).toBe(true);

    await store.put('bills/a.png', { bytes: Buffer.from('new'), contentType: 'image/webp' });
    expect(await store.get('bills/a.png')).toEqual({ bytes: Buffer.from('new'), contentType: 'image/webp' });

    await store.delete('bills/a.png');
    await store.delete('bills/a.png');
    expect(await store.get('bills/a.png')).toBeNull();
  });

  it('is shared by every store on the same database (as processes are)', async () => {
    await new PostgresFileStore(database.db).put('photos/shop.jpg', {
      bytes: Buffer.alloc(300_000, 7),
      contentType: 'image/jpeg',
    });
    const read = await new PostgresFileStore(database.db).get('photos/shop.jpg');
    expect(read?.bytes.length).toBe(300_000);
  });
});
