import { bookableDays, hourStartsOf } from '@jhola/domain';
import { Button, showToast, useFormat } from '@jhola/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { apiRequest } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { usePlanShift, useShopChoices } from '../api/shifts';
import { shiftKeys } from '../api/shifts-keys';
import { useShiftsT } from '../i18n';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const selectClass = 'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Shoppers and riders an admin may plan for (GET /admin/users by role). */
const useStaffPeople = (enabled: boolean) =>
  useQuery({
    queryKey: shiftKeys.people(),
    enabled,
    queryFn: async () => {
      const lists = await Promise.all(
        (['shopper', 'delivery'] as const).map((role) =>
          apiRequest<{ users: { _id: string; name: string; role: string; disabled: boolean }[] }>(
            '/admin/users',
            {
              query: { role, limit: 50 },
            },
          ),
        ),
      );
      return lists.flatMap((l) => l.users).filter((u) => !u.disabled);
    },
  });

/**
 * A shift planned ahead (today or tomorrow, whole hours in India's time, at a shop): a shopper's
 * planned hours give the shop's delivery slots their capacity. An admin picks whom it is for.
 */
export function PlanShiftForm({ forAdmin = false }: { forAdmin?: boolean }) {
  const t = useShiftsT();
  const f = useFormat();
  const plan = usePlanShift(forAdmin ? '/admin/shifts' : '/staff/shifts');
  const shops = useShopChoices();
  const people = useStaffPeople(forAdmin);
  const days = bookableDays(new Date());
  const [day, setDay] = useState(days[days.length - 1]!);
  const [from, setFrom] = useState(8);
  const [to, setTo] = useState(12);
  const [shopId, setShopId] = useState('');
  const [userId, setUserId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const starts = hourStartsOf(day);
    const end = to === 24 ? new Date(starts[23]!.getTime() + 3600_000) : starts[to]!;
    plan.mutate(
      {
        start: starts[from]!.toISOString(),
        end: end.toISOString(),
        ...(shopId ? { shopId } : {}),
        ...(forAdmin ? { userId } : {}),
      },
      {
        onSuccess: () => showToast(t('staffShifts.planned'), 'success'),
        onError: (e) => showToast(errorMessage(e), 'error'),
      },
    );
  };
  const hourLabel = (hour: number) =>
    f.time(hour === 24 ? new Date(hourStartsOf(day)[23]!.getTime() + 3600_000) : hourStartsOf(day)[hour]!);
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{t('staffShifts.planTitle')}</h2>
      {forAdmin && (
        <Field label={t('staffShifts.person')}>
          {(id) => (
            <select
              id={id}
              required
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              className={selectClass}
            >
              <option value="">{t('staffShifts.choosePerson')}</option>
              {people.data?.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('staffShifts.day')}>
        {(id) => (
          <select id={id} value={day} onChange={(e) => setDay(e.target.value)} className={selectClass}>
            {days.map((d, i) => (
              <option key={d} value={d}>
                {i === 0 ? t('staffShifts.today') : t('staffShifts.tomorrow')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('staffShifts.from')}>
          {(id) => (
            <select
              id={id}
              value={from}
              onChange={(e) => setFrom(Number(e.target.value))}
              className={selectClass}
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staffShifts.to')}>
          {(id) => (
            <select
              id={id}
              value={to}
              onChange={(e) => setTo(Number(e.target.value))}
              className={selectClass}
            >
              {[...HOURS.slice(1), 24].map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('staffShifts.shop')}>
        {(id) => (
          <select id={id} value={shopId} onChange={(e) => setShopId(e.target.value)} className={selectClass}>
            <option value="">{t('staffShifts.anyShop')}</option>
            {shops.data?.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" busy={plan.isPending} busyLabel={t('staffShifts.planning')}>
        {t('staffShifts.plan')}
      </Button>
    </form>
  );
}
