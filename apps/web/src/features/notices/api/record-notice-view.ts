import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

const SENT_KEY = 'noticeViewsSent';

/** POST /api/notices/:id/view: counts a view by a signed-in customer. Failures are ignored silently (PRODUCT.md §6). */
export async function recordNoticeView(noticeId: string): Promise<void> {
  try {
    await apiRequest(`/notices/${encodeURIComponent(noticeId)}/view`, {
      method: 'POST',
      // A failed count must never sign anybody out or show an error.
      handleUnauthorized: false,
    });
  } catch {
    // ignored on purpose
  }
}

function sentThisSession(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Records each shown notice once per notice, per customer, per browser session. */
export function useRecordNoticeViews(noticeIds: readonly string[]): void {
  const userId = useAuthStore((s) => s.user?._id ?? null);
  const key = noticeIds.join(',');
  useEffect(() => {
    if (!userId || key === '') return;
    const sent = sentThisSession();
    const fresh = key.split(',').filter((id) => !sent.has(`${userId}:${id}`));
    if (fresh.length === 0) return;
    for (const id of fresh) sent.add(`${userId}:${id}`);
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent]));
    for (const id of fresh) void recordNoticeView(id);
  }, [userId, key]);
}
