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

describe('changes held until someone listens', () => {
  type Changes = {
    moved: (to: string) => void;
    billed: (amount: number) => void;
    other: (n: number) => void;
  };

  it('hands what arrived before anyone listened to the handlers that subscribe, in order of arrival, once', async () => {
    const events = createEventHandlers<Changes>({ holdUntilSubscribed: ['moved', 'billed'] });
    events.dispatch('moved', ['accepted']);
    events.dispatch('other', [1]);
    events.dispatch('billed', [150]);
    events.dispatch('moved', ['bill uploaded']);
    const seen: string[] = [];
    // One effect subscribing to each event in turn, as the order live layer does.
    events.subscribe('moved', (to) => seen.push(`moved ${to}`));
    events.subscribe('billed', (amount) => seen.push(`billed ${amount}`));
    events.subscribe('other', (n) => seen.push(`other ${n}`));
    await Promise.resolve();
    expect(seen).toEqual(['moved accepted', 'billed 150', 'moved bill uploaded']);
    const late: string[] = [];
    events.subscribe('moved', (to) => late.push(to));
    events.dispatch('moved', ['delivered']);
    await Promise.resolve();
    expect(seen.at(-1)).toBe('moved delivered');
    expect(late).toEqual(['delivered']);
  });

  it('holds again while nobody listens (a remount) and hands it to the handler that comes back', async () => {
    const events = createEventHandlers<Changes>({ holdUntilSubscribed: ['moved'] });
    const seen: string[] = [];
    const stop = events.subscribe('moved', (to) => seen.push(`a:${to}`));
    stop();
    events.dispatch('moved', ['packed']);
    events.subscribe('moved', (to) => seen.push(`b:${to}`));
    await Promise.resolve();
    expect(seen).toEqual(['b:packed']);
  });

  it('drops what is a minute old, keeps at most 100, and forgets all at sign-out', async () => {
    let clock = 0;
    const events = createEventHandlers<Changes>({ holdUntilSubscribed: ['moved'], now: () => clock });
    events.dispatch('moved', ['stale']);
    clock = 60_000;
    for (let i = 0; i < 101; i++) events.dispatch('moved', [`m${i}`]);
    const seen: string[] = [];
    events.subscribe('moved', (to) => seen.push(to));
    await Promise.resolve();
    expect(seen).toHaveLength(100);
    expect(seen[0]).toBe('m1');

    const later = createEventHandlers<Changes>({ holdUntilSubscribed: ['moved'] });
    later.dispatch('moved', ['packed']);
    later.forget();
    const none: string[] = [];
    later.subscribe('moved', (to) => none.push(to));
    await Promise.resolve();
    expect(none).toEqual([]);
  });
});
