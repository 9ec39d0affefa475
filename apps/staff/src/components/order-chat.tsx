import { isCatalogueMessage, type OrderMessage } from '@jhola/domain';
import { BlobImage, Button, ErrorState, LoadingState, PhotoPicker, showToast, useFormat } from '@jhola/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { useDomainT } from '../lib/domain-text';
import { messageImageQuery, useMarkRead, useMessagesLive, useSendMessage } from '../lib/order-messages';
import { useCommonT } from './i18n';

function Photo({ url, alt }: { url: string; alt: string }) {
  const image = useQuery(messageImageQuery(url));
  return <BlobImage blob={image.data} alt={alt} />;
}

function Line({ message, showRead }: { message: OrderMessage; showRead: boolean }) {
  const t = useCommonT();
  const tDomain = useDomainT();
  const f = useFormat();
  const mine = message.from !== 'customer';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] break-words rounded-2xl px-3 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-stone-100'}`}
      >
        <p className="text-xs font-semibold">{message.authorName}</p>
        {message.text ? (
          <p className="whitespace-pre-wrap">
            {isCatalogueMessage(message.text) ? tDomain(message.text) : message.text}
          </p>
        ) : null}
        {message.imageUrl ? (
          <Photo url={message.imageUrl} alt={t('staffCommon.chatPhotoFrom', { name: message.authorName })} />
        ) : null}
      </div>
      <p className="mt-0.5 text-xs text-stone-600">
        {f.time(message.createdAt)}
        {showRead ? ` · ${t('staffCommon.chatRead')}` : null}
      </p>
    </li>
  );
}

/**
 * Issue 29: the conversation with the customer on "My order": unread count in the title, the customer's
 * messages marked read when shown, a reply with an optional photo.
 */
export function OrderChat({ orderId }: { orderId: string }) {
  const t = useCommonT();
  const query = useMessagesLive(orderId);
  const send = useSendMessage(orderId);
  const { mutate: markRead, isPending: marking } = useMarkRead(orderId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const inputId = useId();
  const unread = query.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && !marking) markRead();
  }, [unread, marking, markRead]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !photo) return;
    send.mutate(
      { text, image: photo },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
        },
        onError: (e) => showToast(errorMessage(e), 'error'),
      },
    );
  };

  if (query.isPending) return <LoadingState label={t('staffCommon.chatLoading')} />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const { messages, open } = query.data;
  const lastMine = [...messages].reverse().find((m) => m.from !== 'customer');
  return (
    <section aria-labelledby="chat-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="chat-title" className="font-semibold">
        {unread > 0 ? t('staffCommon.chatTitleUnread', { count: unread }) : t('staffCommon.chatTitle')}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('staffCommon.chatEmpty')}</p>
      ) : (
        <ol className="mt-2 flex max-h-96 flex-col gap-2 overflow-y-auto" aria-live="polite">
          {messages.map((message) => (
            <Line
              key={message._id}
              message={message}
              showRead={message._id === lastMine?._id && message.readAt !== null}
            />
          ))}
        </ol>
      )}
      {open ? (
        <form className="mt-3 flex flex-col gap-2" onSubmit={onSubmit}>
          <label htmlFor={inputId} className="sr-only">
            {t('staffCommon.chatWrite')}
          </label>
          <textarea
            id={inputId}
            rows={2}
            maxLength={1000}
            value={text}
            placeholder={t('staffCommon.chatWrite')}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-stone-300 p-2"
          />
          <div className="flex flex-wrap items-center gap-2">
            <PhotoPicker
              camera
              label={photo ? t('staffCommon.chatPhotoChosen') : t('staffCommon.chatAddPhoto')}
              onChange={setPhoto}
            />
            <Button type="submit" busy={send.isPending} busyLabel={t('staffCommon.chatSending')}>
              {t('staffCommon.chatSend')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('staffCommon.chatClosed')}</p>
      )}
    </section>
  );
}
