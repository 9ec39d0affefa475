import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { tDomain } from '../../../lib/domain-text';
import { useDeliverOrder } from '../api/deliver';
import { tWork, useWorkT } from '../i18n';

/** The customer reads their 4-digit code; a wrong one is said plainly, with the server's attempts left. */
export function DeliverForm({ orderId }: { orderId: string }) {
  const t = useWorkT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deliver = useDeliverOrder(orderId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(code)) return setError(t('staffWork.codeInvalid'));
    setError(null);
    deliver.mutate(code, {
      onSuccess: () => showToast(tWork('staffWork.deliveredToast')),
      onError: (e) => {
        const wrong = e instanceof ApiError && e.status === 422;
        setError(
          wrong
            ? tWork('staffWork.wrongCode', {
                wrong: tDomain(STAFF_APP_MESSAGES.wrongCode),
                server: e.message,
              })
            : errorMessage(e),
        );
        setCode('');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={t('staffWork.codeLabel')}
        hint={t('staffWork.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        pattern="\d{4}"
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <Button type="submit" busy={deliver.isPending} busyLabel={t('staffWork.checking')}>
        {t('staffWork.deliver')}
      </Button>
    </form>
  );
}
