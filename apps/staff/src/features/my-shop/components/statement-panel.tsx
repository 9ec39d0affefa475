import { kolkataDate, type OwnerShop, type StatementRow } from '@jhola/domain';
import { Button, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { downloadStatementCsv, useStatement } from '../api/statement';
import { useMyShopT } from '../i18n';

/** The statement of what the shop sold (from the 1st of this month to today by default), with CSV. */
export function StatementPanel({ shop }: { shop: OwnerShop }) {
  const t = useMyShopT();
  const f = useFormat();
  const fromId = useId();
  const toId = useId();
  const today = kolkataDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const statement = useStatement(shop._id, from, to);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementCsv(shop._id, from, to);
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setDownloading(false);
    }
  };
  const line = (row: Omit<StatementRow, 'period'>) =>
    t('staffMyShop.figures', {
      orders: row.orders,
      items: row.itemsSold,
      billed: f.money(row.billed),
      fees: f.money(row.fees),
      claims: f.money(row.claims),
    });
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        {[
          [fromId, t('staffMyShop.from'), from, setFrom],
          [toId, t('staffMyShop.to'), to, setTo],
        ].map(([id, label, value, set]) => (
          <div key={id as string} className="flex flex-col gap-1">
            <label htmlFor={id as string} className="text-sm font-medium">
              {label as string}
            </label>
            <input
              id={id as string}
              type="date"
              value={value as string}
              onChange={(e) => e.target.value && (set as (v: string) => void)(e.target.value)}
              className="h-11 rounded-lg border border-stone-300 bg-white px-3"
            />
          </div>
        ))}
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('staffMyShop.downloadCsv')}
        </Button>
      </div>
      {statement.isPending ? (
        <LoadingState label={t('staffMyShop.loadingStatement')} />
      ) : statement.isError ? (
        <ErrorState message={errorMessage(statement.error)} />
      ) : (
        <>
          <p className="font-semibold" data-testid="statement-totals">
            {line(statement.data.totals)}
          </p>
          <p className="text-sm text-stone-700">{t('staffMyShop.claimsNote')}</p>
          {statement.data.months.length > 1 ? (
            <ul className="text-sm">
              {statement.data.months.map((row) => (
                <li key={row.period}>
                  {t('staffMyShop.period', { period: row.period, figures: line(row) })}
                </li>
              ))}
            </ul>
          ) : null}
          <details>
            <summary className="min-h-11 cursor-pointer content-center">
              {t('staffMyShop.byDay', { count: statement.data.days.length })}
            </summary>
            <ul className="text-sm">
              {statement.data.days.map((row) => (
                <li key={row.period}>
                  {t('staffMyShop.period', { period: f.date(row.period), figures: line(row) })}
                </li>
              ))}
            </ul>
          </details>
          <h3 className="font-semibold">
            {t('staffMyShop.rating', {
              average: statement.data.rating.average === null ? '–' : f.number(statement.data.rating.average),
              count: statement.data.rating.count,
            })}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {statement.data.reviews.map((review) => (
              <li key={review.at} className="break-words">
                {t('staffMyShop.review', { rating: review.rating, comment: review.comment })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
