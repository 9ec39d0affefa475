import { indiaDayOf, type RiderCollection } from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCollections } from '../api/collections';
import { downloadCollectionsCsv } from '../api/collections-csv';
import { useMarkHandedIn } from '../api/mark-handed-in';
import { tCollections, useCollectionsT } from '../i18n';
import { OnlineMoneySection } from './online-money';

/**
 * Admin "Collections" (issue 28): per delivery person on one India day, the cash and UPI taken at the door,
 * the orders behind them, and the "cash handed in" mark; the day's online money and tips (issue 43); the
 * day as CSV for the accounts.
 */
export function CollectionsScreen() {
  const t = useCollectionsT();
  const f = useFormat();
  const dateId = useId();
  const [date, setDate] = useState(() => indiaDayOf(new Date()));
  const collections = useCollections(date);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadCollectionsCsv(date);
    } catch {
      showToast(tCollections('staffCollections.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="font-medium">
            {t('staffCollections.day')}
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3"
          />
        </div>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('staffCollections.download')}
        </Button>
      </div>
      {collections.isPending ? (
        <LoadingState label={t('staffCollections.loading')} />
      ) : collections.isError ? (
        <ErrorState message={errorMessage(collections.error)} />
      ) : collections.data.riders.length === 0 && collections.data.online.orders.length === 0 ? (
        <EmptyState title={t('staffCollections.none')} />
      ) : (
        <>
          {collections.data.riders.length === 0 ? (
            <p>{t('staffCollections.doorNone')}</p>
          ) : (
            <>
              <p className="font-semibold" data-testid="collection-totals">
                {t('staffCollections.totals', {
                  cash: f.money(collections.data.totals.cash),
                  upi: f.money(collections.data.totals.upi),
                })}
              </p>
              <ul className="flex flex-col gap-2">
                {collections.data.riders.map((rider) => (
                  <RiderCard key={rider.riderId} rider={rider} date={date} />
                ))}
              </ul>
            </>
          )}
          {collections.data.online.orders.length > 0 ? (
            <OnlineMoneySection online={collections.data.online} />
          ) : null}
        </>
      )}
    </section>
  );
}

function RiderCard({ rider, date }: { rider: RiderCollection; date: string }) {
  const t = useCollectionsT();
  const f = useFormat();
  const mark = useMarkHandedIn();
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm" aria-label={rider.name}>
      <h2 className="font-semibold break-words">{rider.name}</h2>
      <p className="flex flex-wrap gap-x-4">
        <span>{t('staffCollections.cash', { amount: f.money(rider.cash) })}</span>
        <span>{t('staffCollections.upi', { amount: f.money(rider.upi) })}</span>
      </p>
      <details>
        <summary className="min-h-11 cursor-pointer content-center">
          {t('staffCollections.orders', { count: rider.orders.length })}
        </summary>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {rider.orders.map((o) => (
            <li key={o._id} className="break-words">
              {t('staffCollections.orderLine', {
                order: o.orderNumber,
                method:
                  o.method === 'upi' ? t('staffCollections.methodUpi') : t('staffCollections.methodCash'),
                amount: f.money(o.amount),
                time: f.time(o.collectedAt),
              })}
              {o.reference ? ` · ${t('staffCollections.reference', { reference: o.reference })}` : null}
            </li>
          ))}
        </ul>
      </details>
      {rider.handedIn ? (
        <p className="text-sm font-medium text-green-800" data-testid="handed-in">
          {t('staffCollections.handedIn', {
            name: rider.handedIn.by.name,
            time: f.dateTime(rider.handedIn.at),
          })}
        </p>
      ) : rider.cash > 0 ? (
        <Button
          variant="secondary"
          busy={mark.isPending}
          aria-label={t('staffCollections.markHandedInFor', { name: rider.name })}
          onClick={() =>
            mark.mutate(
              { riderId: rider.riderId, date },
              {
                onSuccess: () =>
                  showToast(tCollections('staffCollections.markedToast', { name: rider.name })),
                onError: (e) => showToast(errorMessage(e), 'error'),
              },
            )
          }
        >
          {t('staffCollections.markHandedIn')}
        </Button>
      ) : null}
    </li>
  );
}
