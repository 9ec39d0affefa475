import { type AdminNotice, NOTICE_DISPLAY_TYPES, NOTICE_PRIORITIES, NOTICE_TYPES } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSaveNotice } from '../api/save-notice';
import { useAdminNoticesT } from '../i18n';
import { noticeValueLabel } from '../lib/notice-value-label';
import { SelectField } from './select-field';

/** Publish a new notice, or edit one (`notice` given). */
export function NoticeForm({ notice, onDone }: { notice?: AdminNotice; onDone?: () => void }) {
  const t = useAdminNoticesT();
  const label = (value: string) => noticeValueLabel(value, t);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [message, setMessage] = useState(notice?.message ?? '');
  const [type, setType] = useState(notice?.type ?? 'info');
  const [priority, setPriority] = useState(notice?.priority ?? 'normal');
  const [displayType, setDisplayType] = useState(notice?.displayType ?? 'one-time');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotice();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !message.trim()) return setError(t('staffAdminNotices.required'));
    setError(null);
    const body = { title, message, type, priority, displayType };
    save.mutate(
      { id: notice?._id, body },
      {
        onSuccess: () => {
          showToast(notice ? t('staffAdminNotices.updated') : t('staffAdminNotices.published'));
          if (!notice) {
            setTitle('');
            setMessage('');
          }
          onDone?.();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('staffAdminNotices.title')}
        maxLength={120}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label={t('staffAdminNotices.message')}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <SelectField
          label={t('staffAdminNotices.type')}
          value={type}
          options={NOTICE_TYPES}
          optionLabel={label}
          onChange={setType}
        />
        <SelectField
          label={t('staffAdminNotices.priority')}
          value={priority}
          options={NOTICE_PRIORITIES}
          optionLabel={label}
          onChange={setPriority}
        />
        <SelectField
          label={t('staffAdminNotices.shown')}
          value={displayType}
          options={NOTICE_DISPLAY_TYPES}
          optionLabel={label}
          onChange={setDisplayType}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" busy={save.isPending} busyLabel={t('staffAdminNotices.saving')}>
        {notice ? t('staffAdminNotices.saveNotice') : t('staffAdminNotices.publishNotice')}
      </Button>
    </form>
  );
}
