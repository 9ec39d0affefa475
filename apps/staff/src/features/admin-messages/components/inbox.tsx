import { Button, EmptyState, ErrorState, LoadingState, showToast } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatTime } from '../../../lib/format';
import { useMarkHandled } from '../api/mark-handled';
import { useMessages } from '../api/messages';

export function Inbox() {
  const [handled, setHandled] = useState(false);
  const messages = useMessages(handled);
  const mark = useMarkHandled();
  return (
    <section className="flex flex-col gap-3">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Show</legend>
        <Button
          variant={handled ? 'secondary' : 'primary'}
          aria-pressed={!handled}
          onClick={() => setHandled(false)}
        >
          To handle
        </Button>
        <Button
          variant={handled ? 'primary' : 'secondary'}
          aria-pressed={handled}
          onClick={() => setHandled(true)}
        >
          Handled
        </Button>
      </fieldset>
      {messages.isPending ? (
        <LoadingState label="Loading messages..." />
      ) : messages.isError ? (
        <ErrorState message={errorMessage(messages.error)} />
      ) : messages.data.length === 0 ? (
        <EmptyState title={handled ? 'No handled messages' : 'Inbox empty'} />
      ) : (
        <ul className="flex flex-col gap-2">
          {messages.data.map((m) => (
            <li key={m._id} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm">
              <p className="font-semibold break-words">
                {m.subject || 'Message'} · {m.name}
              </p>
              <a className="text-sm text-brand-800 underline break-all" href={`mailto:${m.email}`}>
                {m.email}
              </a>
              <p className="break-words whitespace-pre-line">{m.message}</p>
              <p className="text-xs text-stone-600">{formatTime(m.createdAt)}</p>
              {m.handled ? null : (
                <Button
                  variant="secondary"
                  onClick={() => mark.mutate(m._id, { onError: (e) => showToast(errorMessage(e), 'error') })}
                >
                  Mark handled
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
