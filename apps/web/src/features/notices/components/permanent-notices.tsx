import { useActiveNotices } from '../api/get-active-notices';
import { useRecordNoticeViews } from '../api/record-notice-view';
import { NOTICE_TYPE_STYLES, NoticeIcon } from './notice-icon';

/** §2 Home: the banner of permanent notices (no dismiss button; they stay while active). */
export function PermanentNotices() {
  const { data } = useActiveNotices();
  const notices = (data ?? []).filter((n) => n.displayType === 'permanent');
  useRecordNoticeViews(notices.map((n) => n._id));
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="permanent-notices-title" className="mx-auto max-w-6xl px-4 pt-4">
      <h2 id="permanent-notices-title" className="sr-only">
        Announcements
      </h2>
      <ul className="space-y-2">
        {notices.map((notice) => (
          <li
            key={notice._id}
            data-testid="permanent-notice"
            className={`flex items-start gap-3 rounded-xl border p-4 ${NOTICE_TYPE_STYLES[notice.type] ?? NOTICE_TYPE_STYLES.info}`}
          >
            <NoticeIcon type={notice.type} />
            <div className="min-w-0 break-words">
              <p className="font-semibold">{notice.title}</p>
              <p className="text-sm">{notice.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
