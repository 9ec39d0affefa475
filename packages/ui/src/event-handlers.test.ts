import { describe, expect, it, vi } from 'vitest';
import { createEventHandlers } from './event-handlers';

type Events = { 'order:updated': (order: { id: string }) => void; ping: () => void };

describe('createEventHandlers', () => {
  it('hands an event to each of its handlers until they unsubscribe, past a handler that throws', () => {
    const events = createEventHandlers<Events>();
    const seen: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    events.subscribe('order:updated', () => {
      throw new Error('broken');
    });
    const stop = events.subscribe('order:updated', (order) => seen.push(order.id));
    events.subscribe('ping', () => seen.push('ping'));
    events.dispatch('order:updated', [{ id: 'a' }]);
    stop();
    events.dispatch('order:updated', [{ id: 'b' }]);
    events.dispatch('unknown', []);
    expect(seen).toEqual(['a']);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
