import { useRealtimeStatus } from '../../lib/socket';
import { useAppT } from '../i18n';

const LABEL = {
  connected: 'staffApp.live',
  connecting: 'staffApp.reconnecting',
  disconnected: 'staffApp.offline',
} as const;
const DOT = { connected: 'bg-green-400', connecting: 'bg-amber-300', disconnected: 'bg-red-400' } as const;

/** Whether updates arrive live; a shopper must know when the list may be stale. */
export function ConnectionDot() {
  const t = useAppT();
  const status = useRealtimeStatus((s) => s.status);
  return (
    <span className="flex items-center gap-1 text-xs text-brand-100">
      <span className={`size-2 rounded-full ${DOT[status]}`} aria-hidden="true" />
      {t(LABEL[status])}
    </span>
  );
}
