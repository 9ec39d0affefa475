import { Dialog, useFormat } from '@jhola/ui';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { useBillImage } from '../api/get-bill-image';
import { useOrdersT } from '../i18n';
import { displayOrderNumber } from '../lib/format-order';

interface BillDialogProps {
  order: { _id: string; orderNumber: string; bill: { amount: number } | null };
  onClose: () => void;
}

/** The bill photo, fetched from this server with the customer's token (never from a development host). */
export function BillDialog({ order, onClose }: BillDialogProps) {
  const t = useOrdersT();
  const f = useFormat();
  const number = displayOrderNumber(order);
  const hasBill = Boolean(order.bill);
  const image = useBillImage(order._id, hasBill);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);

  return (
    <Dialog open size="wide" title={t('orders.bill.dialogTitle', { number })} onClose={onClose}>
      {order.bill ? (
        <p className="mb-3 font-semibold">
          {t('orders.bill.amount', { amount: f.money(order.bill.amount) })}
        </p>
      ) : null}
      {!hasBill || (image.error instanceof ApiError && image.error.status === 404) ? (
        <p role="alert">{t('orders.bill.imageMissing')}</p>
      ) : image.isPending ? (
        <LoadingState label={t('orders.bill.loading')} />
      ) : image.isError ? (
        <ErrorState message={image.error.message} />
      ) : url ? (
        <img
          src={url}
          alt={t('orders.bill.imageAlt', { number })}
          className="mx-auto max-h-[60dvh] w-auto rounded border border-stone-200"
        />
      ) : null}
    </Dialog>
  );
}
