import type { Notice } from '@jhola/domain';
import { CloseIcon } from '@jhola/ui';
import { useActiveNotices } from '../api/get-active-notices';
import { useRecordNoticeViews } from '../api/record-notice-view';
import { useNoticesT } from '../i18n';
import { useDismissedNotices } from '../lib/dismissed-notices';
import { NoticeItem } from './notice-item';

const isOneTime = (n: Notice) => n.displayType !== 'permanent';

/**
 * PRODUCT.md §2 notice banner, across the app under the header: active one-time notices (displayType one-time
 * or missing), each with its icon and a dismiss button remembered in local storage.
 * Loading and failure show nothing: a notice is never worth a spinner or an error (PRODUCT.md §8).
 */
export function NoticeBanner() {
  const { data } = useActiveNotices();
  const dismissed = useDismissedNotices((s) => s.ids);
  const dismiss = useDismissedNotices((s) => s.dismiss);
  const t = useNoticesT();
  const shown = (data ?? []).filter((n) => isOneTime(n) && !dismissed.includes(n._id));
  useRecordNoticeViews(shown.map((n) => n._id));

  // The live region stays mounted so a notice pushed while the page is open is announced.
  return (
    <section aria-label={t('notices.region')} aria-live="polite" className="mx-auto w-full max-w-6xl px-4">
      {shown.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {shown.map((notice) => (
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
      ) : null}
    </section>
  );
}
