// biome-ignore lint/suspicious/noExplicitAny: handlers of any event's arguments are kept together
type AnyHandler = (...args: any[]) => void;

/**
 * The handlers of each app's one socket, kept apart from the connection so they survive reconnects:
 * features subscribe once (in an effect); the socket hands every event it receives to `dispatch`.
 *
 * `replayLatest` names events that describe a state rather than a change (a snapshot sent once on
 * connection). Their latest arguments are kept, and a handler subscribing after they arrived gets them
 * at once: the code that subscribes is often in a chunk that loads after the socket's own, and would
 * otherwise miss the one snapshot of the connection. `forget()` drops them (sign-out, new connection).
 */
export function createEventHandlers<Events extends { [E in keyof Events]: AnyHandler }>(
  options: { replayLatest?: ReadonlyArray<keyof Events & string> } = {},
) {
  const handlers = new Map<string, Set<AnyHandler>>();
  const replayed = new Set<string>(options.replayLatest ?? []);
  const latest = new Map<string, unknown[]>();

  function call(event: string, handler: AnyHandler, args: unknown[]): void {
    try {
      handler(...args);
    } catch (error) {
      // One faulty handler must not stop the others from seeing the event.
      console.error(`[realtime] handler for "${event}" failed`, error);
    }
  }

  return {
    subscribe<E extends keyof Events & string>(event: E, handler: Events[E]): () => void {
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      set.add(handler);
      handlers.set(event, set);
      const kept = latest.get(event);
      if (kept) call(event, handler, kept);
      return () => {
        set.delete(handler);
      };
    },
    dispatch(event: string, args: unknown[]): void {
      if (replayed.has(event)) latest.set(event, args);
      for (const handler of handlers.get(event) ?? []) call(event, handler, args);
    },
    forget(): void {
      latest.clear();
    },
  };
}
