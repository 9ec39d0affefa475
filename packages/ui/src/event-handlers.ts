// biome-ignore lint/suspicious/noExplicitAny: handlers of any event's arguments are kept together
type AnyHandler = (...args: any[]) => void;

/** A held change older than this is no longer news: the subscriber's own fetch already knows it. */
export const HOLD_AT_MOST_MS = 60_000;
/** The most changes held at once (a subscriber that never comes must not make the list grow). */
export const HOLD_AT_MOST = 100;

interface HeldEvent {
  event: string;
  args: unknown[];
  at: number;
}

/**
 * The handlers of each app's one socket, kept apart from the connection so they survive reconnects:
 * features subscribe once (in an effect); the socket hands every event it receives to `dispatch`.
 *
 * The code that subscribes is often in a chunk that loads after the socket's own, so an event can
 * arrive before anyone listens for it:
 * - `replayLatest` names events that describe a state (a snapshot sent once on connection). Their
 *   latest arguments are kept, and a handler subscribing later gets them at once.
 * - `holdUntilSubscribed` names changes that must not be lost in that gap (an order's move, which is
 *   a popup and a sound). While no handler listens for one, it is held (at most HOLD_AT_MOST of
 *   them, HOLD_AT_MOST_MS old) and handed, in the order of arrival, to the handlers that subscribe.
 * `forget()` drops both (sign-out, new connection), so the next account never sees the last one's.
 */
export function createEventHandlers<Events extends { [E in keyof Events]: AnyHandler }>(
  options: {
    replayLatest?: ReadonlyArray<keyof Events & string>;
    holdUntilSubscribed?: ReadonlyArray<keyof Events & string>;
    now?: () => number;
  } = {},
) {
  const handlers = new Map<string, Set<AnyHandler>>();
  const replayed = new Set<string>(options.replayLatest ?? []);
  const holdable = new Set<string>(options.holdUntilSubscribed ?? []);
  const now = options.now ?? Date.now;
  const latest = new Map<string, unknown[]>();
  let held: HeldEvent[] = [];

  function call(event: string, handler: AnyHandler, args: unknown[]): void {
    try {
      handler(...args);
    } catch (error) {
      // One faulty handler must not stop the others from seeing the event.
      console.error(`[realtime] handler for "${event}" failed`, error);
    }
  }

  /**
   * Hands the held changes that now have handlers to them, in the order they arrived. It runs as a
   * microtask after a subscription, so a feature that subscribes to several events in one effect gets
   * them all in their true order (an order accepted, then its bill), not grouped by event.
   */
  function flushHeld(): void {
    const fresh = now() - HOLD_AT_MOST_MS;
    const waiting: HeldEvent[] = [];
    for (const entry of held) {
      if (entry.at <= fresh) continue;
      const set = handlers.get(entry.event);
      if (!set?.size) waiting.push(entry);
      else for (const handler of [...set]) call(entry.event, handler, entry.args);
    }
    held = waiting;
  }

  return {
    subscribe<E extends keyof Events & string>(event: E, handler: Events[E]): () => void {
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      set.add(handler);
      handlers.set(event, set);
      const kept = latest.get(event);
      if (kept) call(event, handler, kept);
      if (held.some((h) => h.event === event)) queueMicrotask(flushHeld);
      return () => {
        set.delete(handler);
      };
    },
    dispatch(event: string, args: unknown[]): void {
      if (replayed.has(event)) latest.set(event, args);
      const set = handlers.get(event);
      if (holdable.has(event) && !set?.size) {
        held.push({ event, args, at: now() });
        if (held.length > HOLD_AT_MOST) held.shift();
        return;
      }
      for (const handler of set ?? []) call(event, handler, args);
    },
    forget(): void {
      latest.clear();
      held = [];
    },
  };
}
