import { describe, expect, it, vi } from 'vitest';

// The screens' chunks are counted, not run: each route module is replaced by a component that says
// which one it is, so the test sees which chunks a path loads.
const { loaded, screenModule } = vi.hoisted(() => {
  const loaded: string[] = [];
  return {
    loaded,
    screenModule: (name: string) => {
      loaded.push(name);
      return { Component: () => null };
    },
  };
});
vi.mock('./routes/home', () => screenModule('home'));
vi.mock('./routes/shop', () => screenModule('shop'));
vi.mock('./routes/order-details', () => screenModule('order-details'));
vi.mock('./routes/not-found', () => screenModule('not-found'));

describe('preloadScreenAt', () => {
  it("loads exactly the chunk of the screen a path opens, and nothing for the layout's routes", async () => {
    const { preloadScreenAt } = await import('./router');
    await preloadScreenAt('/shop/abc');
    expect(loaded).toEqual(['shop']);
    await preloadScreenAt('/orders/o-1');
    await preloadScreenAt('/');
    await preloadScreenAt('/no/such/page');
    expect(loaded).toEqual(['shop', 'order-details', 'home', 'not-found']);
  });
});
