import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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

/**
 * A screen in its own lazily loaded chunk (a module exporting `Component`, one per route), with the load
 * time-out: a chunk that has not arrived in time throws a LoadTimeoutError where the screen renders, so
 * the route error boundary shows the error screen (with Refresh Page) instead of a page that never loads.
 */
export function lazyScreen(
  load: () => Promise<{ Component: ComponentType }>,
  ms = LAZY_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(withLoadTimeout(() => load().then((module) => ({ default: module.Component })), ms));
}

/** The longest a deferred part waits for the first screen (one that never comes, e.g. an error screen). */
export const FIRST_SCREEN_WAIT_MS = 3_000;

let markFirstScreenShown: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => {
  markFirstScreenShown = resolve;
});

/** Called once the first screen has been drawn (the layout's first effect): deferred parts may load. */
export function firstScreenDrawn(): void {
  markFirstScreenShown();
}

/** The longest a deferred part waits for an idle moment once the first screen is drawn. */
const IDLE_WAIT_MS = 500;

/**
 * A task of its own when the browser is idle: the layout's effect runs in the task that drew the first
 * screen, and starting a chunk's import there (its preload links, its module graph) made that task longer
 * on a slow phone (decision 0048).
 */
const nextIdleMoment = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });

/** Resolves in an idle moment once the first screen is drawn (or FIRST_SCREEN_WAIT_MS passed). */
export const afterFirstScreen = () =>
  Promise.race([
    firstScreenShown,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]).then(nextIdleMoment);

/**
 * A part of the page that is not needed to draw it (live layers, background connections), in its own
 * chunk, fetched once the first screen has been drawn so it never competes with that screen for the
 * network or the processor. If that chunk cannot be loaded the page goes on without the part: nothing
 * to show, no error.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    afterFirstScreen()
      .then(load)
      .then(
        (component) => ({ default: component }),
        () => ({ default: nothing }),
      ),
  );
}
