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

describe('replayed events', () => {
  type Snapshots = { snapshot: (state: { n: number }) => void; change: (n: number) => void };

  it('hands the latest snapshot to a handler that subscribes after it arrived, but not a change', () => {
    const events = createEventHandlers<Snapshots>({ replayLatest: ['snapshot'] });
    events.dispatch('snapshot', [{ n: 1 }]);
    events.dispatch('snapshot', [{ n: 2 }]);
    events.dispatch('change', [3]);
    const seen: unknown[] = [];
    events.subscribe('snapshot', (state) => seen.push(state));
    events.subscribe('change', (n) => seen.push(n));
    expect(seen).toEqual([{ n: 2 }]);
    events.dispatch('change', [4]);
    expect(seen).toEqual([{ n: 2 }, 4]);
  });

  it('forgets the snapshot at sign-out, so the next account never sees the last one', () => {
    const events = createEventHandlers<Snapshots>({ replayLatest: ['snapshot'] });
    events.dispatch('snapshot', [{ n: 1 }]);
    events.forget();
    const seen: unknown[] = [];
    events.subscribe('snapshot', (state) => seen.push(state));
    expect(seen).toEqual([]);
  });
});
