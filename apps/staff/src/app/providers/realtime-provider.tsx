import { type ReactNode, useEffect } from 'react';
import { connectRealtime, disconnectRealtime } from '../../lib/socket';
import { useStaffAuth } from '../../lib/staff-auth';
import { queryClient } from '../query-client';

/** One socket while a staff member is signed in; signing out closes it and forgets their data. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const token = useStaffAuth((s) => s.token);
  useEffect(() => {
    if (!token) {
      disconnectRealtime();
      queryClient.clear();
      return;
    }
    connectRealtime(token);
    return () => disconnectRealtime();
  }, [token]);
  return children;
}
