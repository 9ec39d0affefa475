import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../test/test-app.js';

let database: TestDatabase;
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.drop());

describe('request logging', () => {
  it('writes one line per request, with method, url, status and time', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: { level: 'info', stream } });
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    const requestLines = lines.filter((line) => line.url === '/api/health');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', statusCode: 200, msg: 'request' });
    expect(typeof requestLines[0]?.ms).toBe('number');
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });
});
