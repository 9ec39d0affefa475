import { type Order, shopBillAmount } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useUploadBill } from '../api/upload-bill';
import { tWork, useWorkT } from '../i18n';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** "Upload bill": a photo from the camera (or a file), its preview, the amount, and upload progress. */
export function BillUpload({ order }: { order: Order }) {
  const t = useWorkT();
  // Issue 28: the shop's bill shows the approved items (and a tax-on-top shop's tax), never the delivery fee.
  const shopBill = shopBillAmount(order.orderValue);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [amount, setAmount] = useState(String(shopBill));
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadBill(order._id);
  const inputId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(next: File | undefined) {
    setError(null);
    if (!next) return;
    if (!TYPES.includes(next.type)) return setError(t('staffWork.billWrongType'));
    if (next.size > MAX_BYTES) return setError(t('staffWork.billTooLarge'));
    setFile(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    if (!file) return setError(t('staffWork.billNoPhoto'));
    if (!(value > 0)) return setError(t('staffWork.billNoAmount'));
    setProgress(0);
    upload.mutate(
      { file, amount: value, onProgress: setProgress },
      {
        onSuccess: () => showToast(tWork('staffWork.billSentToast')),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{t('staffWork.billUpload')}</h2>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-brand-600 p-3 text-center font-semibold text-brand-800 focus-within:outline focus-within:outline-3 focus-within:outline-brand-600"
      >
        {file ? t('staffWork.billRetake') : t('staffWork.billTake')}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      {preview ? (
        <img
          src={preview}
          alt={t('staffWork.billPreviewAlt')}
          className="max-h-80 w-full rounded-lg object-contain"
        />
      ) : null}
      <TextField
        label={t('staffWork.billAmount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        hint={t('staffWork.billAmountHint')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      {upload.isPending ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${inputId}-progress`} className="text-sm text-stone-700">
            {t('staffWork.billUploadingPercent', { percent: Math.round(progress * 100) })}
          </label>
          <progress id={`${inputId}-progress`} max={1} value={progress} className="w-full accent-brand-700" />
        </div>
      ) : null}
      <FormError message={error} />
      <Button type="submit" busy={upload.isPending} busyLabel={t('staffWork.billUploading')}>
        {t('staffWork.billUpload')}
      </Button>
    </form>
  );
}
