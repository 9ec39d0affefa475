import { useActiveNotices } from '../api/get-active-notices';
import { useRecordNoticeViews } from '../api/record-notice-view';
import { useNoticesT } from '../i18n';
import { NoticeItem } from './notice-item';

/** PRODUCT.md §2 Home: the banner of permanent notices (no dismiss button; they stay while active). */
export function PermanentNotices() {
  const { data } = useActiveNotices();
  const t = useNoticesT();
  const notices = (data ?? []).filter((n) => n.displayType === 'permanent');
  useRecordNoticeViews(notices.map((n) => n._id));
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="permanent-notices-title" className="mx-auto max-w-6xl px-4 pt-4">
      <h2 id="permanent-notices-title" className="sr-only">
        {t('notices.announcements')}
      </h2>
      <ul className="space-y-2">
        {notices.map((notice) => (
          <NoticeItem key={notice._id} notice={notice} testId="permanent-notice" className="rounded-xl p-4" />
        ))}
      </ul>
    </section>
  );
}
