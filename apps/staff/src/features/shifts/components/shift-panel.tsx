import { Button, ErrorState, LoadingState, showToast, TextField, useFormat } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMyShifts, useShiftAction, useShopChoices } from '../api/shifts';
import { useShiftsT } from '../i18n';

/**
 * "Start shift" / "End shift" (issue 45): on duty at a shop (a shopper) or in an area (a rider). Only
 * people on duty are offered orders; the waiting list stays open to anyone as a fallback.
 */
export function ShiftPanel({ as: role }: { as: 'shopper' | 'delivery' }) {
  const t = useShiftsT();
  const f = useFormat();
  const mine = useMyShifts();
  const act = useShiftAction();
  const shops = useShopChoices();
  const [shopId, setShopId] = useState('');
  const [area, setArea] = useState('');
  const shopField = useId();
  if (mine.isPending) return <LoadingState label={t('staffShifts.loading')} />;
  if (mine.isError)
    return <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  const current = mine.data.current;
  const onError = (e: unknown) => showToast(errorMessage(e), 'error');

  if (current) {
    const where = current.shop?.name ?? current.area ?? t('staffShifts.anywhere');
    return (
      <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-300 bg-green-50 p-4">
        <p className="font-semibold text-green-900 break-words">
          {t('staffShifts.onShift', { where, time: f.time(current.start) })}
        </p>
        <Button
          variant="secondary"
          busy={act.isPending}
          busyLabel={t('staffShifts.ending')}
          onClick={() => act.mutate({ action: 'end' }, { onError })}
        >
          {t('staffShifts.end')}
        </Button>
      </section>
    );
  }

  const start = (event: FormEvent) => {
    event.preventDefault();
    const body =
      role === 'shopper'
        ? { action: 'start' as const, ...(shopId ? { shopId } : {}) }
        : { action: 'start' as const, ...(area.trim() ? { area: area.trim() } : {}) };
    act.mutate(body, { onError });
  };
  return (
    <form onSubmit={start} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <p className="text-stone-700">{t('staffShifts.offDuty')}</p>
      {role === 'shopper' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={shopField} className="font-medium">
            {t('staffShifts.workAt')}
          </label>
          <select
            id={shopField}
            value={shopId}
            onChange={(e) => setShopId(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
          >
            <option value="">{t('staffShifts.anyShop')}</option>
            {shops.data?.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          label={t('staffShifts.area')}
          value={area}
          maxLength={80}
          onChange={(e) => setArea(e.target.value)}
        />
      )}
      <Button type="submit" busy={act.isPending} busyLabel={t('staffShifts.starting')}>
        {t('staffShifts.start')}
      </Button>
    </form>
  );
}
