import {
  CLAIM_NOTE_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  type ClaimReason,
  deliveredLine,
  type Order,
} from '@jhola/domain';
import { PhotoPicker } from '@jhola/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useSubmitClaim } from '../api/submit-claim';
import { useClaimsT } from '../i18n';

interface Choice {
  reason: ClaimReason | '';
  quantity: number;
  note: string;
}

/** The items a claim may name: received (a quantity above 0) and not claimed before. */
export function claimableItems(order: Order, claimed: ReadonlySet<string>) {
  return order.items.flatMap((item) => {
    const { quantity } = deliveredLine(item);
    return item.itemId && quantity > 0 && !claimed.has(item.itemId)
      ? [
          {
            itemId: item.itemId,
            name: item.replacedWith?.refused === false ? item.replacedWith.name : item.name,
            max: quantity,
          },
        ]
      : [];
  });
}

/**
 * Issue 44: "Report a problem": pick the items (or the whole order), a reason and a quantity each, an
 * optional note, and up to three photos. Sent once; a retry is the same claim.
 */
export function ReportProblemForm({
  order,
  claimed,
  onDone,
}: {
  order: Order;
  claimed: ReadonlySet<string>;
  onDone: () => void;
}) {
  const t = useClaimsT();
  const tDomain = useDomainT();
  const submit = useSubmitClaim(order._id);
  const items = claimableItems(order, claimed);
  const [chosen, setChosen] = useState<Record<string, Choice>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const picked = items.filter((i) => chosen[i.itemId]);
  const toggle = (itemId: string, on: boolean) =>
    setChosen(({ [itemId]: _, ...rest }) =>
      on ? { ...rest, [itemId]: { reason: '', quantity: 1, note: '' } } : rest,
    );
  const set = (itemId: string, patch: Partial<Choice>) =>
    setChosen((all) => ({ ...all, [itemId]: { ...(all[itemId] as Choice), ...patch } }));
  const wholeOrder = picked.length === items.length && items.length > 0;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (picked.length === 0) return setError(t('claims.chooseItems'));
    if (picked.some((i) => !chosen[i.itemId]?.reason)) return setError(t('claims.chooseReasons'));
    const lines = picked.map((i) => {
      const c = chosen[i.itemId] as Choice;
      return { itemId: i.itemId, reason: c.reason as ClaimReason, quantity: c.quantity, note: c.note };
    });
    submit.mutate(
      { lines, photos },
      {
        onSuccess: onDone,
        onError: (e) => setError(e instanceof ApiError ? e.message : t('claims.sendFailed')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-labelledby="report-title">
      <h3 id="report-title" className="font-bold">
        {t('claims.reportTitle')}
      </h3>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={wholeOrder}
          onChange={(e) => {
            for (const i of items) toggle(i.itemId, e.target.checked);
          }}
        />
        {t('claims.wholeOrder')}
      </label>
      <ul className="space-y-3">
        {items.map((item) => {
          const c = chosen[item.itemId];
          const id = `claim-${item.itemId}`;
          return (
            <li key={item.itemId} className="rounded-xl border border-stone-200 p-3">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={Boolean(c)}
                  onChange={(e) => toggle(item.itemId, e.target.checked)}
                />
                <span className="min-w-0 break-words">{item.name}</span>
              </label>
              {c ? (
                <div className="mt-2 grid gap-2">
                  <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
                    {t('claims.reason')}
                  </label>
                  <select
                    id={`${id}-reason`}
                    className="min-h-11 rounded-lg border border-stone-300 px-2"
                    value={c.reason}
                    onChange={(e) => set(item.itemId, { reason: e.target.value as ClaimReason })}
                  >
                    <option value="">{t('claims.chooseReason')}</option>
                    {CLAIM_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {tDomain(CLAIM_REASON_LABELS[r])}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`${id}-quantity`} className="text-sm font-semibold">
                    {t('claims.quantity', { max: item.max })}
                  </label>
                  <input
                    id={`${id}-quantity`}
                    type="number"
                    min={1}
                    max={item.max}
                    className="min-h-11 w-24 rounded-lg border border-stone-300 px-2"
                    value={c.quantity}
                    onChange={(e) =>
                      set(item.itemId, {
                        quantity: Math.min(item.max, Math.max(1, Number(e.target.value) || 1)),
                      })
                    }
                  />
                  <label htmlFor={`${id}-note`} className="text-sm font-semibold">
                    {t('claims.note')}
                  </label>
                  <input
                    id={`${id}-note`}
                    maxLength={CLAIM_NOTE_MAX}
                    className="min-h-11 rounded-lg border border-stone-300 px-2"
                    value={c.note}
                    onChange={(e) => set(item.itemId, { note: e.target.value })}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {photos.length < CLAIM_PHOTOS_MAX ? (
          <PhotoPicker
            label={t('claims.addPhoto')}
            camera
            onChange={(file) => file && setPhotos((all) => [...all, file])}
          />
        ) : null}
        {photos.map((photo, i) => (
          <button
            key={`${photo.name}-${photo.size}-${photo.lastModified}`}
            type="button"
            className="min-h-11 rounded-lg border border-stone-300 px-3 text-sm"
            onClick={() => setPhotos((all) => all.filter((_, j) => j !== i))}
          >
            {t('claims.removePhoto', { name: photo.name })}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('claims.sending') : t('claims.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('claims.cancel')}
        </Button>
      </div>
    </form>
  );
}
