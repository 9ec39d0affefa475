import type { OrderItem } from '@jhola/domain';
import { Button, PhotoPicker, showToast } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSendMessage } from '../../../lib/order-messages';
import { useWorkT } from '../i18n';

/**
 * Issue 29: "Ask about this item" from the checklist: a message naming the item, with a photo of the
 * shelf (what the shop has instead), sent into the order's conversation.
 */
export function AskAboutItem({ orderId, item }: { orderId: string; item: OrderItem }) {
  const t = useWorkT();
  const send = useSendMessage(orderId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const textId = useId();
  if (!open)
    return (
      <button
        type="button"
        className="min-h-11 self-start rounded-lg px-2 text-sm font-semibold text-brand-800 underline"
        onClick={() => {
          setText(t('staffWork.askAboutText', { name: item.name }));
          setOpen(true);
        }}
      >
        {t('staffWork.askAbout')}
      </button>
    );
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-stone-200 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { text, image: photo },
          {
            onSuccess: () => {
              setOpen(false);
              setPhoto(null);
              showToast(t('staffWork.askSent'), 'success');
            },
            onError: (e) => showToast(errorMessage(e), 'error'),
          },
        );
      }}
    >
      <label htmlFor={textId} className="text-sm font-medium">
        {t('staffWork.askAboutLabel', { name: item.name })}
      </label>
      <textarea
        id={textId}
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2"
      />
      <div className="flex flex-wrap items-center gap-2">
        <PhotoPicker
          camera
          label={photo ? t('staffWork.chatPhotoChosen') : t('staffWork.askShelfPhoto')}
          onChange={setPhoto}
        />
        <Button
          type="submit"
          busy={send.isPending}
          busyLabel={t('staffWork.chatSending')}
          disabled={!text.trim() && !photo}
        >
          {t('staffWork.chatSend')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('staffWork.askCancel')}
        </Button>
      </div>
    </form>
  );
}
