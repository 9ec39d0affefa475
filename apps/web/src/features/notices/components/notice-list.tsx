import type { Notice } from '@jhola/domain';
import { CloseIcon } from '@jhola/ui';
import { useRecordNoticeViews } from '../api/record-notice-view';
import { useNoticesT } from '../i18n';
import { NoticeItem } from './notice-item';

/**
 * The one-time notices the banner shows, each with its icon and a dismiss button. Its own chunk: most
 * visits have no notice, so the first load carries only the question whether there is one.
 */
export function NoticeList({ notices, dismiss }: { notices: Notice[]; dismiss: (id: string) => void }) {
  const t = useNoticesT();
  useRecordNoticeViews(notices.map((n) => n._id));
  return (
    <ul className="mt-3 space-y-2">
      {notices.map((notice) => (
        <NoticeItem key={notice._id} notice={notice} testId="notice" className="rounded-lg p-3">
          <button
            type="button"
            onClick={() => dismiss(notice._id)}
            aria-label={t('notices.dismiss', { title: notice.title })}
            className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
          >
            <CloseIcon className="size-[18px]" />
          </button>
        </NoticeItem>
      ))}
    </ul>
  );
}
