import { useRealtimeStatus } from '../../lib/socket';

const LABEL = { connected: 'Live', connecting: 'Reconnecting', disconnected: 'Offline' } as const;
const DOT = { connected: 'bg-green-400', connecting: 'bg-amber-300', disconnected: 'bg-red-400' } as const;

/** Whether updates arrive live; a shopper must know when the list may be stale. */
export function ConnectionDot() {
  const status = useRealtimeStatus((s) => s.status);
  return (
    <span className="flex items-center gap-1 text-xs text-brand-100">
      <span className={`size-2 rounded-full ${DOT[status]}`} aria-hidden="true" />
      {LABEL[status]}
    </span>
  );
}
