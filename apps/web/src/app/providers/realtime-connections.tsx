import { useEffect } from 'react';
import { useLiveNotices } from '../../features/notices/hooks/use-live-notices';
import { useLiveShops } from '../../features/shops/hooks/use-live-shops';
import { useApiHealthMonitor } from '../../lib/api-health';
import { useAuthStore } from '../../lib/auth-store';
import { unlockAudioOnFirstGesture } from '../../lib/notification-sound';
import { connectRealtime, disconnectRealtime } from '../../lib/socket';

/**
 * The app's background connections, in step with who is signed in: the socket connects with the token
 * on sign-in (again with a new token), disconnects on sign-out; the API health check runs every 60 s;
 * live notices and shop changes (issue 46) flow into the query cache; the first gesture unlocks alert sounds. Loaded in its own chunk, after the first screen's code.
 */
export function RealtimeConnections() {
  const token = useAuthStore((s) => s.token);
  const userId = useAuthStore((s) => s.user?._id ?? null);

  useEffect(() => {
    if (!token || !userId) return;
    connectRealtime({ token, userId });
    return () => disconnectRealtime();
  }, [token, userId]);

  // An alert's sound may only play after a gesture: listened for before any alert comes (the popup's
  // code comes only with the first alert).
  useEffect(() => unlockAudioOnFirstGesture(), []);
  useApiHealthMonitor();
  useLiveNotices();
  useLiveShops();
  return null;
}
