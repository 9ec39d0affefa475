import type { Notice } from './notice.js';

type Schedulable = Pick<Notice, 'isActive' | 'startsAt' | 'endsAt'>;

/** A notice is shown while it is switched on and `now` lies inside its optional start and end. */
export function isNoticeLive(notice: Schedulable, now: Date): boolean {
  if (!notice.isActive) return false;
  const t = now.getTime();
  if (notice.startsAt && Date.parse(notice.startsAt) > t) return false;
  if (notice.endsAt && Date.parse(notice.endsAt) <= t) return false;
  return true;
}

/** PRODUCT.md §3 priorities: urgent before high before every other value. */
export const noticePriorityRank = (priority: string): number =>
  priority === 'urgent' ? 0 : priority === 'high' ? 1 : 2;

/** Display order: by priority rank, then newest first. */
export function compareNotices(a: Pick<Notice, 'priority' | 'createdAt'>, b: typeof a): number {
  const byRank = noticePriorityRank(a.priority) - noticePriorityRank(b.priority);
  if (byRank !== 0) return byRank;
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
