import { type ReactNode, Suspense } from 'react';
import { lazyOptional } from '../../lib/lazy-load';

/** Nothing on the first screen needs the socket or the health check: their code comes after it. */
const RealtimeConnections = lazyOptional(() =>
  import('./realtime-connections').then((m) => m.RealtimeConnections),
);

/**
 * Keeps the app's background connections (socket, API health check, live notices) in step with who is
 * signed in; see realtime-connections.tsx. Live bridges of other features are mounted there too.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <RealtimeConnections />
      </Suspense>
    </>
  );
}
