/** PRODUCT.md §8/PRODUCT.md §9: a lazily loaded piece of the app that has not arrived after 120 s counts as failed to load. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

export class LoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`A part of the app did not load within ${Math.round(ms / 1000)} s.`);
    this.name = 'LoadTimeoutError';
  }
}

/** Rejects with a LoadTimeoutError when `load` has not settled in time (a hung chunk request). */
export function withLoadTimeout<T>(load: () => Promise<T>, ms = LAZY_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

interface LazyRoute {
  lazy?: unknown;
  children?: LazyRoute[];
}

/**
 * Gives every lazily loaded route of a route tree the load time-out, so the router's error element
 * (the error screen with Refresh Page) appears instead of a page that never finishes loading.
 */
export function withLazyLoadTimeouts<R extends LazyRoute>(routes: R[], ms = LAZY_LOAD_TIMEOUT_MS): R[] {
  return routes.map((route) => ({
    ...route,
    ...(typeof route.lazy === 'function'
      ? { lazy: withLoadTimeout(route.lazy as () => Promise<unknown>, ms) }
      : {}),
    ...(route.children ? { children: withLazyLoadTimeouts(route.children, ms) } : {}),
  }));
}
