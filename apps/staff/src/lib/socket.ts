import { createSocketConnection, type RealtimeStatus } from '@jhola/client';
import { createEventHandlers } from '@jhola/ui';
import { create } from 'zustand';
import type { StaffServerEvents } from './staff-events';

/**
 * The staff app's one realtime connection (@jhola/client's, as the customer app's). Handlers survive
 * reconnects, so features subscribe once (in an effect) and only update the query cache. socket.io-client
 * is fetched after the first screen.
 */
export type { RealtimeStatus };
export const useRealtimeStatus = create<{ status: RealtimeStatus }>(() => ({ status: 'disconnected' }));

const handlers = createEventHandlers<StaffServerEvents>();
/** Subscribe once (in an effect); the handler outlives reconnects. */
export const subscribe = handlers.subscribe;
/** Called after every reconnection: lists refetch what a dropped connection may have missed. */
const reconnectListeners = new Set<() => void>();

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

const connection = createSocketConnection({
  load: () => import('socket.io-client'),
  dispatch: handlers.dispatch,
  onStatus: (status) => useRealtimeStatus.setState({ status }),
  onConnect(_socket, again) {
    if (again) for (const listener of reconnectListeners) listener();
  },
});

export const connectRealtime = (token: string): void => connection.connect(token);
export const disconnectRealtime = (): void => connection.disconnect();
