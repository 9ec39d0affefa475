// biome-ignore lint/suspicious/noExplicitAny: handlers of any event's arguments are kept together
type AnyHandler = (...args: any[]) => void;

/**
 * The handlers of each app's one socket, kept apart from the connection so they survive reconnects:
 * features subscribe once (in an effect); the socket hands every event it receives to `dispatch`.
 */
export function createEventHandlers<Events extends { [E in keyof Events]: AnyHandler }>() {
  const handlers = new Map<string, Set<AnyHandler>>();
  return {
    subscribe<E extends keyof Events & string>(event: E, handler: Events[E]): () => void {
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      set.add(handler);
      handlers.set(event, set);
      return () => {
        set.delete(handler);
      };
    },
    dispatch(event: string, args: unknown[]): void {
      for (const handler of handlers.get(event) ?? []) {
        try {
          handler(...args);
        } catch (error) {
          // One faulty handler must not stop the others from seeing the event.
          console.error(`[realtime] handler for "${event}" failed`, error);
        }
      }
    },
  };
}
