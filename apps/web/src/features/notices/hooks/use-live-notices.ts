import { compareNotices, type Notice } from '@jhola/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../lib/notifications-store';
import { subscribe, useRealtime } from '../../../lib/socket';
import { noticeKeys } from '../api/get-active-notices';

/**
 * A live change to the cached list. A fetch of the list still in flight was answered before the change,
 * and landing after it would undo it (a notice published as the socket connected showed in the bell but
 * not in the banner): it is cancelled first (awaited, so its revert cannot land after the change either),
 * then asked again, and that answer holds the change.
 */
async function changeLive(
  queryClient: QueryClient,
  change: (list: Notice[] | undefined) => Notice[] | undefined,
): Promise<void> {
  const inFlight = queryClient.isFetching({ queryKey: noticeKeys.active }) > 0;
  if (inFlight) await queryClient.cancelQueries({ queryKey: noticeKeys.active });
  queryClient.setQueryData<Notice[]>(noticeKeys.active, change);
  if (inFlight) void queryClient.invalidateQueries({ queryKey: noticeKeys.active });
}

function upsert(queryClient: QueryClient, notice: Notice): void {
  void changeLive(queryClient, (list = []) => {
    const others = list.filter((n) => n._id !== notice._id);
    return notice.isActive === false ? others : [...others, notice].sort(compareNotices);
  });
}

/**
 * Live notices: `new-notice` adds (or replaces) a notice in the cached active list and lists it in
 * the notification panel; `notice-removed` drops one; `refreshNotice` and every connection refetch
 * the list, so nothing published before the socket could hear it is missed.
 */
export function useLiveNotices(): void {
  const queryClient = useQueryClient();
  const status = useRealtime((s) => s.status);

  useEffect(() => {
    const stops = [
      subscribe('new-notice', (notice) => {
        if (!notice || typeof notice._id !== 'string') return;
        upsert(queryClient, notice);
        if (notice.isActive === false) return;
        // The banner already shows it: the panel keeps it and the sound follows its priority, no popup.
        notify(
          {
            id: `notice:${notice._id}`,
            type: 'notice',
            title: notice.title,
            message: notice.message,
            priority: notice.priority,
            timestamp: notice.createdAt,
          },
          { popup: false },
        );
      }),
      subscribe('notice-removed', ({ _id }) => {
        void changeLive(queryClient, (list) => list?.filter((n) => n._id !== _id));
      }),
      subscribe('refreshNotice', () => void queryClient.invalidateQueries({ queryKey: noticeKeys.active })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);

  // Every connection, the first included, asks for the list again: a notice published between the
  // page's own fetch and this socket joining the notices room was sent to nobody here (the socket opens
  // after the first screen, so the window is real on a slow phone), and one published while offline too.
  useEffect(() => {
    if (status === 'connected') void queryClient.invalidateQueries({ queryKey: noticeKeys.active });
  }, [status, queryClient]);
}
