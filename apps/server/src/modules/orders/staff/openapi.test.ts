import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('OpenAPI of the lifecycle and staff API', () => {
  it('documents every route, and who delivers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, Record<string, { description?: string }>> };
    const expected: [string, string][] = [
      ['/api/orders/{id}/cancel', 'put'],
      ['/api/orders/{id}/approve-revision', 'post'],
      ['/api/orders/{id}/approve-bill', 'put'],
      ['/api/orders/{id}/inquiry', 'post'],
      ['/api/orders/{id}/bill', 'get'],
      ['/api/shopper/orders/available', 'get'],
      ['/api/shopper/orders/awaiting-delivery', 'get'],
      ['/api/shopper/orders', 'get'],
      ['/api/shopper/orders/{id}/accept', 'post'],
      ['/api/shopper/orders/{id}/accept-delivery', 'post'],
      ['/api/shopper/orders/{id}/status', 'put'],
      ['/api/shopper/orders/{id}/revise', 'post'],
      ['/api/shopper/orders/{id}/bill', 'post'],
      ['/api/shopper/orders/{id}/location', 'put'],
      ['/api/shopper/orders/{id}/deliver', 'post'],
      ['/api/shopper/orders/{id}/cancel', 'put'],
      ['/api/admin/orders/{id}/cancel', 'put'],
      // The staff app (issue 14)
      ['/api/shopper/orders/history', 'get'],
      ['/api/delivery/orders/ready', 'get'],
      ['/api/delivery/orders/{id}/claim', 'post'],
      ['/api/admin/orders', 'get'],
      ['/api/admin/orders/{id}', 'get'],
      ['/api/admin/users', 'get'],
      ['/api/admin/users', 'post'],
      ['/api/admin/users/{id}', 'patch'],
      ['/api/admin/contact-messages', 'get'],
      ['/api/admin/contact-messages/{id}', 'patch'],
      ['/api/admin/shops', 'get'],
      ['/api/admin/shops/{id}/products', 'get'],
      ['/api/admin/shops/{id}/photo', 'post'],
      ['/api/admin/products/{id}/photo', 'post'],
      ['/uploads/photos/{file}', 'get'],
    ];
    for (const [path, method] of expected)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/api/shopper/orders/{id}/accept-delivery']!.post!.description).toContain(
      'Who delivers',
    );
    expect(doc.paths['/api/shopper/orders/available']!.get!.description).toContain('distanceKm');
    expect(doc.paths['/api/admin/products/{id}/photo']!.post!.description).toContain('by the content');
  });
});
