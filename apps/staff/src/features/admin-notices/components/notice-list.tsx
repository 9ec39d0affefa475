import type { AdminNotice } from '@jhola/domain';
import { Button, Dialog, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useNotices } from '../api/notices';
import { useSaveNotice } from '../api/save-notice';
import { useAdminNoticesT } from '../i18n';
import { noticeValueLabel } from '../lib/notice-value-label';
import { NoticeForm } from './notice-form';

/** Every notice, newest first, with edit and withdraw (switched off: gone from the customer app at once). */
export function NoticeList() {
  const t = useAdminNoticesT();
  const f = useFormat();
  const notices = useNotices();
  const save = useSaveNotice();
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  if (notices.isPending) return <LoadingState label={t('staffAdminNotices.loading')} />;
  if (notices.isError) return <ErrorState message={errorMessage(notices.error)} />;
  if (notices.data.length === 0) return <EmptyState title={t('staffAdminNotices.none')} />;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {notices.data.map((notice) => (
          <li key={notice._id} className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <h3 className="font-semibold break-words">{notice.title}</h3>
              <span className="text-sm text-stone-700">
                {notice.isActive ? t('staffAdminNotices.live') : t('staffAdminNotices.withdrawn')} ·{' '}
                {noticeValueLabel(notice.priority, t)} ·{' '}
                {t('staffAdminNotices.views', { count: notice.viewCount })}
              </span>
            </div>
            <p className="text-sm break-words">{notice.message}</p>
            <p className="text-xs text-stone-600">{f.dateTime(notice.createdAt)}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(notice)}>
                {t('staffAdminNotices.edit')} <span className="sr-only">{notice.title}</span>
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  save.mutate(
                    { id: notice._id, body: { isActive: !notice.isActive } },
                    { onError: (e) => showToast(errorMessage(e), 'error') },
                  )
                }
              >
                {notice.isActive ? t('staffAdminNotices.withdraw') : t('staffAdminNotices.publishAgain')}{' '}
                <span className="sr-only">{notice.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        title={t('staffAdminNotices.editNotice')}
        onClose={() => setEditing(null)}
      >
        {editing ? <NoticeForm key={editing._id} notice={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </>
  );
}
