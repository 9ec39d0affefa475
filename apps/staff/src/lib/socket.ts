import { createEventHandlers } from '@jhola/ui';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import type { StaffServerEvents } from './staff-events';

/**
 * The staff app's one realtime connection. Handlers survive reconnects, so features subscribe once
 * (in an effect) and only update the query cache. socket.io-client is fetched after the first screen.
 */
export type RealtimeStatus = 'connected' | 'connecting' | 'disconnected';
export const useRealtimeStatus = create<{ status: RealtimeStatus }>(() => ({ status: 'disconnected' }));

const handlers = createEventHandlers<StaffServerEvents>();
/** Subscribe once (in an effect); the handler outlives reconnects. */
export const subscribe = handlers.subscribe;
let socket: Socket | null = null;
let attempt = 0;
/** Called after every (re)connection: lists refetch what a dropped connection may have missed. */
const reconnectListeners = new Set<() => void>();

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

export function connectRealtime(token: string): void {
  disconnectRealtime();
  const current = ++attempt;
  useRealtimeStatus.setState({ status: 'connecting' });
  void import('socket.io-client').then(({ io }) => {
    if (current !== attempt) return;
    const s = io({ path: '/socket.io', transports: ['websocket', 'polling'], auth: { token } });
    socket = s;
    let connectedBefore = false;
    s.on('connect', () => {
      useRealtimeStatus.setState({ status: 'connected' });
      if (connectedBefore) for (const listener of reconnectListeners) listener();
      connectedBefore = true;
    });
    s.on('disconnect', () => useRealtimeStatus.setState({ status: 'connecting' }));
    s.on('connect_error', () =>
      useRealtimeStatus.setState({ status: s.active ? 'connecting' : 'disconnected' }),
    );
    s.onAny((event: string, ...args: unknown[]) => handlers.dispatch(event, args));
  });
}

export function disconnectRealtime(): void {
  attempt++;
  const s = socket;
  socket = null;
  if (s) {
    s.offAny();
    s.removeAllListeners();
    s.disconnect();
  }
  useRealtimeStatus.setState({ status: 'disconnected' });
}
