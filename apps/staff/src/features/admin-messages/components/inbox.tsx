import { Button, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMarkHandled } from '../api/mark-handled';
import { useMessages } from '../api/messages';
import { useAdminMessagesT } from '../i18n';

export function Inbox() {
  const t = useAdminMessagesT();
  const f = useFormat();
  const [handled, setHandled] = useState(false);
  const messages = useMessages(handled);
  const mark = useMarkHandled();
  return (
    <section className="flex flex-col gap-3">
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('staffAdminMessages.show')}</legend>
        <Button
          variant={handled ? 'secondary' : 'primary'}
          aria-pressed={!handled}
          onClick={() => setHandled(false)}
        >
          {t('staffAdminMessages.toHandle')}
        </Button>
        <Button
          variant={handled ? 'primary' : 'secondary'}
          aria-pressed={handled}
          onClick={() => setHandled(true)}
        >
          {t('staffAdminMessages.handled')}
        </Button>
      </fieldset>
      {messages.isPending ? (
        <LoadingState label={t('staffAdminMessages.loading')} />
      ) : messages.isError ? (
        <ErrorState message={errorMessage(messages.error)} />
      ) : messages.data.length === 0 ? (
        <EmptyState
          title={handled ? t('staffAdminMessages.noneHandled') : t('staffAdminMessages.inboxEmpty')}
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {messages.data.map((m) => (
            <li key={m._id} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm">
              <p className="font-semibold break-words">
                {m.subject || t('staffAdminMessages.message')} · {m.name}
              </p>
              <a className="text-sm text-brand-800 underline break-all" href={`mailto:${m.email}`}>
                {m.email}
              </a>
              <p className="break-words whitespace-pre-line">{m.message}</p>
              <p className="text-xs text-stone-600">{f.dateTime(m.createdAt)}</p>
              {m.handled ? null : (
                <Button
                  variant="secondary"
                  onClick={() => mark.mutate(m._id, { onError: (e) => showToast(errorMessage(e), 'error') })}
                >
                  {t('staffAdminMessages.markHandled')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
