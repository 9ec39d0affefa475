import { Button, showToast } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useUnlockDeliveryCode } from '../api/unlock-delivery-code';
import { useAdminOrdersT } from '../i18n';

/** Shown while five wrong delivery codes lock the order: lets the carrier try again. */
export function UnlockCode({ orderId }: { orderId: string }) {
  const t = useAdminOrdersT();
  const unlock = useUnlockDeliveryCode(orderId);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="font-semibold text-red-800">{t('staffAdminOrders.codeLocked')}</p>
      <Button
        disabled={unlock.isPending}
        onClick={() =>
          unlock.mutate(undefined, {
            onSuccess: () => showToast(t('staffAdminOrders.unlocked'), 'success'),
            onError: (error) => showToast(errorMessage(error), 'error'),
          })
        }
      >
        {unlock.isPending ? t('staffAdminOrders.unlocking') : t('staffAdminOrders.unlockCode')}
      </Button>
    </div>
  );
}
