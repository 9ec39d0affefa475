import { CANCEL_ORDER_DIALOG } from '@jhola/domain';
import { Button, type ButtonVariant, ReasonDialog, showToast } from '@jhola/ui';
import { useState } from 'react';
import { useDomainT } from '../lib/domain-text';
import { tCommon, useCommonT } from './i18n';

/**
 * "Cancel order" with the reason the customer will read, for whoever may cancel (the shopper on the
 * order, an admin on any unfinished order): `cancel` sends the reason; the server decides whether
 * the status allows it.
 */
export function CancelOrderButton({
  cancel,
  variant,
  className,
}: {
  cancel: (reason: string) => Promise<unknown>;
  variant: ButtonVariant;
  className?: string;
}) {
  const t = useCommonT();
  const tDomain = useDomainT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        {t('staffCommon.cancelOrder')}
      </Button>
      <ReasonDialog
        open={open}
        title={tDomain(CANCEL_ORDER_DIALOG.title)}
        label={tDomain(CANCEL_ORDER_DIALOG.label)}
        confirmLabel={tDomain(CANCEL_ORDER_DIALOG.confirmLabel)}
        busyLabel={tDomain(CANCEL_ORDER_DIALOG.busyLabel)}
        requiredMessage={tDomain(CANCEL_ORDER_DIALOG.requiredMessage)}
        onClose={() => setOpen(false)}
        onConfirm={(reason) => cancel(reason).then(() => showToast(tCommon('staffCommon.orderCancelled')))}
      />
    </>
  );
}
