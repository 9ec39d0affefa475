import { Button } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useGrantCredit } from '../api/grant-credit';
import { useProblemsT } from '../i18n';

/** Goodwill credit for one customer, with the reason they read beside it. */
export function GrantCreditForm({ customerId, name }: { customerId: string; name: string }) {
  const t = useProblemsT();
  const grant = useGrantCredit();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNote(null);
    grant.mutate(
      { customerId, amount: Number(amount), reason },
      {
        onSuccess: () => {
          setNote(t('staffProblems.granted', { name }));
          setAmount('');
          setReason('');
        },
        onError: (e) => setNote(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 text-sm">
      <label className="grid gap-1">
        {t('staffProblems.creditAmount')}
        <input
          type="number"
          min="1"
          max="10000"
          step="0.01"
          required
          className="min-h-11 w-28 rounded-lg border border-stone-300 px-2"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className="grid min-w-0 flex-1 gap-1">
        {t('staffProblems.creditReason')}
        <input
          required
          minLength={3}
          className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 px-2"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={grant.isPending}>
        {t('staffProblems.grant', { name })}
      </Button>
      {note ? (
        <p role="status" className="w-full">
          {note}
        </p>
      ) : null}
    </form>
  );
}
