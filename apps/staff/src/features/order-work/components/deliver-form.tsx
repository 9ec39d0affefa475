import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { tDomain } from '../../../lib/domain-text';
import { useDeliverOrder } from '../api/deliver';
import { tWork, useWorkT } from '../i18n';

/**
 * The customer reads their 4-digit code; a wrong one is said plainly, with the server's attempts left. How
 * they paid (cash or UPI, with the UPI transaction number they show, issue 28) goes with it.
 */
export function DeliverForm({ orderId }: { orderId: string }) {
  const t = useWorkT();
  const [code, setCode] = useState('');
  const [method, setMethod] = useState<'cash' | 'upi'>('cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deliver = useDeliverOrder(orderId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}$/.test(code)) return setError(t('staffWork.codeInvalid'));
    setError(null);
    const payment = method === 'upi' && reference ? { method, reference } : { method };
    deliver.mutate(
      { otp: code, payment },
      {
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
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('staffWork.paidHow')}</legend>
        <div className="flex gap-2">
          {(['cash', 'upi'] as const).map((m) => (
            <label
              key={m}
              className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="payment-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {m === 'cash' ? t('staffWork.paidCash') : t('staffWork.paidUpi')}
            </label>
          ))}
        </div>
        {method === 'upi' ? (
          <TextField
            label={t('staffWork.upiReference')}
            hint={t('staffWork.upiReferenceHint')}
            inputMode="numeric"
            maxLength={40}
            value={reference}
            onChange={(e) => setReference(e.target.value.replace(/[^A-Za-z0-9]/g, '').slice(0, 40))}
          />
        ) : null}
      </fieldset>
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
