import { CLAIM_REASON_LABELS, type Claim } from '@jhola/domain';
import { Button, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useDecideClaim } from '../api/decide-claim';
import { useProblemsT } from '../i18n';

type LineChoice = { approve: boolean; amount: string; reason: string };

/** Approve, partly approve or refuse each line; a refusal always carries the reason the customer reads. */
export function ClaimDecision({ claim }: { claim: Claim }) {
  const t = useProblemsT();
  const f = useFormat();
  const tDomain = useDomainT();
  const decide = useDecideClaim(claim.id);
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, LineChoice>>(() =>
    Object.fromEntries(
      claim.lines.map((l) => [l.itemId, { approve: true, amount: String(l.amount), reason: '' }]),
    ),
  );
  const set = (itemId: string, patch: Partial<LineChoice>) =>
    setChoices((all) => ({ ...all, [itemId]: { ...(all[itemId] as LineChoice), ...patch } }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const lines = claim.lines.map((l) => {
      const c = choices[l.itemId] as LineChoice;
      return c.approve
        ? { itemId: l.itemId, approve: true, amount: Number(c.amount) }
        : { itemId: l.itemId, approve: false, reason: c.reason };
    });
    decide.mutate({ lines }, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      {claim.lines.map((line) => {
        const c = choices[line.itemId] as LineChoice;
        const id = `${claim.id}-${line.itemId}`;
        return (
          <fieldset key={line.itemId} className="rounded-lg border border-stone-200 p-2">
            <legend className="px-1 font-semibold">
              {t('staffProblems.line', {
                name: line.name,
                quantity: line.quantity,
                reason: tDomain(CLAIM_REASON_LABELS[line.reason]),
                amount: f.money(line.amount),
              })}
            </legend>
            {line.note ? <p className="break-words text-sm">“{line.note}”</p> : null}
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 items-center gap-1">
                <input
                  type="radio"
                  name={`${id}-d`}
                  checked={c.approve}
                  onChange={() => set(line.itemId, { approve: true })}
                />
                {t('staffProblems.approve')}
              </label>
              <label className="flex min-h-11 items-center gap-1">
                <input
                  type="radio"
                  name={`${id}-d`}
                  checked={!c.approve}
                  onChange={() => set(line.itemId, { approve: false })}
                />
                {t('staffProblems.refuse')}
              </label>
            </div>
            {c.approve ? (
              <label className="flex flex-wrap items-center gap-2 text-sm">
                {t('staffProblems.amount')}
                <input
                  type="number"
                  step="0.01"
                  min="0.01"
                  max={line.amount}
                  className="min-h-11 w-28 rounded-lg border border-stone-300 px-2"
                  value={c.amount}
                  onChange={(e) => set(line.itemId, { amount: e.target.value })}
                />
              </label>
            ) : (
              <label className="grid gap-1 text-sm">
                {t('staffProblems.reason')}
                <input
                  className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 px-2"
                  value={c.reason}
                  onChange={(e) => set(line.itemId, { reason: e.target.value })}
                />
              </label>
            )}
          </fieldset>
        );
      })}
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={decide.isPending}>
        {t('staffProblems.decide')}
      </Button>
    </form>
  );
}
