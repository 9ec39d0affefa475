import { type AdminNotice, NOTICE_DISPLAY_TYPES, NOTICE_PRIORITIES, NOTICE_TYPES } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSaveNotice } from '../api/save-notice';
import { SelectField } from './select-field';

/** Publish a new notice, or edit one (`notice` given). */
export function NoticeForm({ notice, onDone }: { notice?: AdminNotice; onDone?: () => void }) {
  const [title, setTitle] = useState(notice?.title ?? '');
  const [message, setMessage] = useState(notice?.message ?? '');
  const [type, setType] = useState(notice?.type ?? 'info');
  const [priority, setPriority] = useState(notice?.priority ?? 'normal');
  const [displayType, setDisplayType] = useState(notice?.displayType ?? 'one-time');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveNotice();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !message.trim()) return setError('Title and message are required');
    setError(null);
    const body = { title, message, type, priority, displayType };
    save.mutate(
      { id: notice?._id, body },
      {
        onSuccess: () => {
          showToast(notice ? 'Notice updated' : 'Notice published');
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
      <TextField label="Title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField
        label="Message"
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <SelectField label="Type" value={type} options={NOTICE_TYPES} onChange={setType} />
        <SelectField label="Priority" value={priority} options={NOTICE_PRIORITIES} onChange={setPriority} />
        <SelectField
          label="Shown"
          value={displayType}
          options={NOTICE_DISPLAY_TYPES}
          onChange={setDisplayType}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" busy={save.isPending} busyLabel="Saving...">
        {notice ? 'Save notice' : 'Publish notice'}
      </Button>
    </form>
  );
}
