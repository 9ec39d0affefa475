import type { AppContext } from './context.js';

/**
 * A value a module keeps for one app between requests (a reader, a counter, a geocoder and its cache).
 * It lives in the app's context (`ctx.locals`), is made on the first call (with that call's arguments)
 * and goes with the app: two apps in one process (the server tests share a worker's modules, decision
 * 0047) never share it. Module variables hold no such state (docs/CODE_STYLE.md).
 */
export function appLocal<T, A extends unknown[]>(
  make: (ctx: AppContext, ...args: A) => T,
): (ctx: AppContext, ...args: A) => T {
  const slot = Symbol(make.name);
  return (ctx, ...args) => {
    if (!ctx.locals.has(slot)) ctx.locals.set(slot, make(ctx, ...args));
    return ctx.locals.get(slot) as T;
  };
}
