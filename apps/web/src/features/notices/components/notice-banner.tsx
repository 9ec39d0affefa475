import type { Notice } from '@jhola/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { withLoadTimeout } from '../../../lib/lazy-load';
import { useActiveNotices } from '../api/get-active-notices';
import { useNoticesT } from '../i18n';
import { useDismissedNotices } from '../lib/dismissed-notices';

// A list that cannot load (offline, a hung chunk) shows nothing, as a failed notices request does.
type NoticeListProps = Parameters<typeof import('./notice-list').NoticeList>[0];
const NoticeList = lazy(() =>
  withLoadTimeout(() => import('./notice-list'))().then(
    (m): { default: ComponentType<NoticeListProps> } => ({ default: m.NoticeList }),
    () => ({ default: () => null }),
  ),
);

const isOneTime = (n: Notice) => n.displayType !== 'permanent';

/**
 * PRODUCT.md §2 notice banner, across the app under the header: active one-time notices (displayType one-time
 * or missing), each with its icon and a dismiss button remembered in local storage. The list loads only
 * when there is a notice to show (notice-list.tsx).
 * Loading and failure show nothing: a notice is never worth a spinner or an error (PRODUCT.md §8).
 */
export function NoticeBanner() {
  const { data } = useActiveNotices();
  const dismissed = useDismissedNotices((s) => s.ids);
  const dismiss = useDismissedNotices((s) => s.dismiss);
  const t = useNoticesT();
  const shown = (data ?? []).filter((n) => isOneTime(n) && !dismissed.includes(n._id));

  // The live region stays mounted so a notice pushed while the page is open is announced.
  return (
    <section aria-label={t('notices.region')} aria-live="polite" className="mx-auto w-full max-w-6xl px-4">
      {shown.length > 0 ? (
        <Suspense fallback={null}>
          <NoticeList notices={shown} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </section>
  );
}
