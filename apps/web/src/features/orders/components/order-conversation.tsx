import { isCatalogueMessage, type OrderMessage, QUICK_REPLY_TEXT } from '@jhola/domain';
import { BlobImage, PhotoPicker, useFormat } from '@jhola/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { customerConversation } from '../../../lib/conversation';
import { useDomainT } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { Panel } from './panel';

const { useMarkRead, useMessageImage, useMessages, useSendMessage } = customerConversation;

function MessagePhoto({ url, alt }: { url: string; alt: string }) {
  const image = useMessageImage(url);
  return <BlobImage blob={image.data} alt={alt} />;
}

function Bubble({ message, isLastOfMine }: { message: OrderMessage; isLastOfMine: boolean }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  const format = useFormat();
  const mine = message.from === 'customer';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] break-words rounded-2xl px-3 py-2 ${
          mine ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-900'
        }`}
      >
        {mine ? null : <p className="text-xs font-semibold">{message.authorName}</p>}
        {message.text ? (
          <p className="whitespace-pre-wrap">
            {isCatalogueMessage(message.text) ? tDomain(message.text) : message.text}
          </p>
        ) : null}
        {message.imageUrl ? (
          <MessagePhoto
            url={message.imageUrl}
            alt={t('orders.chat.photoFrom', { name: message.authorName })}
          />
        ) : null}
      </div>
      <p className="mt-0.5 text-xs text-stone-600">
        {format.time(message.createdAt)}
        {mine && isLastOfMine && message.readAt ? ` · ${t('orders.chat.read')}` : null}
      </p>
    </li>
  );
}

/**
 * Issue 29: the order's conversation with the shopper (and the delivery person once out): live,
 * quick replies for the common moments, a photo, read receipts both ways.
 */
export function OrderConversation({ orderId, riderName }: { orderId: string; riderName?: string }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  const query = useMessages(orderId);
  const send = useSendMessage(orderId);
  const markRead = useMarkRead(orderId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const unread = query.data?.unread ?? 0;
  const { mutate: readNow, isPending: reading } = markRead;

  // Shown on the page is read: the shopper sees the receipt.
  useEffect(() => {
    if (unread > 0 && !reading && document.visibilityState === 'visible') readNow();
  }, [unread, reading, readNow]);

  const submit = (draft: { text: string; image?: File | null }) =>
    send.mutate(draft, {
      onSuccess: () => {
        setText('');
        setPhoto(null);
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !photo) return;
    submit({ text, image: photo });
  };

  // While the order is on its way its delivery person reads the chat too (issue 47).
  const title = riderName
    ? unread > 0
      ? t('orders.chat.titleWithRiderUnread', { name: riderName, count: unread })
      : t('orders.chat.titleWithRider', { name: riderName })
    : unread > 0
      ? t('orders.chat.titleUnread', { count: unread })
      : t('orders.chat.title');
  if (query.isPending)
    return (
      <Panel title={t('orders.chat.title')}>
        <LoadingState label={t('orders.chat.loading')} />
      </Panel>
    );
  if (query.isError)
    return (
      <Panel title={t('orders.chat.title')}>
        <ErrorState message={t('orders.chat.loadFailed')} />
      </Panel>
    );
  const { messages, open } = query.data;
  const lastMine = [...messages].reverse().find((m) => m.from === 'customer')?._id;
  return (
    <Panel title={title}>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-600">{t('orders.chat.empty')}</p>
      ) : (
        <ol
          className="max-h-96 space-y-2 overflow-y-auto"
          aria-live="polite"
          aria-label={t('orders.chat.title')}
        >
          {messages.map((message) => (
            <Bubble key={message._id} message={message} isLastOfMine={message._id === lastMine} />
          ))}
        </ol>
      )}
      {open ? (
        <form className="mt-3 space-y-2" onSubmit={onSubmit}>
          <div className="flex flex-wrap gap-2">
            {Object.values(QUICK_REPLY_TEXT).map((reply) => (
              <button
                key={reply}
                type="button"
                className="min-h-11 rounded-full border border-stone-300 px-3 text-sm font-medium hover:bg-stone-100"
                disabled={send.isPending}
                onClick={() => submit({ text: reply })}
              >
                {tDomain(reply)}
              </button>
            ))}
          </div>
          <label htmlFor={inputId} className="sr-only">
            {t('orders.chat.write')}
          </label>
          <textarea
            id={inputId}
            value={text}
            maxLength={1000}
            rows={2}
            placeholder={t('orders.chat.write')}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-stone-300 p-2"
          />
          <div className="flex flex-wrap items-center gap-2">
            <PhotoPicker
              label={photo ? t('orders.chat.photoChosen') : t('orders.chat.addPhoto')}
              onChange={setPhoto}
              inputRef={fileRef}
            />
            <Button type="submit" busy={send.isPending} busyLabel={t('orders.chat.sending')}>
              {t('orders.chat.send')}
            </Button>
          </div>
          {send.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {send.error.message}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="mt-3 text-sm text-stone-600">{t('orders.chat.closed')}</p>
      )}
    </Panel>
  );
}
