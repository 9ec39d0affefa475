import { ORDER_STATUSES, statusLabel } from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState, TextField, useFormat } from '@jhola/ui';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { SEARCH_PAGE_SIZE, type OrderSearch as Search, useSearchOrders } from '../api/search-orders';
import { useAdminOrdersT } from '../i18n';

const readSearch = (params: URLSearchParams): Search => ({
  q: params.get('q') ?? '',
  status: params.get('status') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  page: Math.max(1, Number(params.get('page')) || 1),
});

/** Any order, by number, customer or phone digits; the filters live in the address bar (issue 30). */
export function OrderSearch() {
  const t = useAdminOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const active = Boolean(search.q || search.status || search.from || search.to);
  const result = useSearchOrders(search, active);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'status', 'from', 'to']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const toPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('staffAdminOrders.searchTitle')}
      </h2>
      <form
        key={params.toString()}
        onSubmit={submit}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5 lg:items-end [&>*]:min-w-0"
      >
        <div className="lg:col-span-2">
          <TextField
            name="q"
            type="search"
            label={t('staffAdminOrders.searchLabel')}
            defaultValue={search.q}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('staffAdminOrders.statusFilter')}
          <select
            name="status"
            defaultValue={search.status}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-2"
          >
            <option value="">{t('staffAdminOrders.anyStatus')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tDomain(statusLabel(status))}
              </option>
            ))}
          </select>
        </label>
        <TextField
          name="from"
          type="date"
          label={t('staffAdminOrders.fromFilter')}
          defaultValue={search.from}
        />
        <TextField name="to" type="date" label={t('staffAdminOrders.toFilter')} defaultValue={search.to} />
        <div className="flex gap-2 lg:col-span-5">
          <Button type="submit">{t('staffAdminOrders.searchButton')}</Button>
          {active ? (
            <Button type="button" variant="secondary" onClick={() => setParams(new URLSearchParams())}>
              {t('staffAdminOrders.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {!active ? null : result.isPending ? (
        <LoadingState label={t('staffAdminOrders.searching')} />
      ) : result.isError ? (
        <ErrorState message={errorMessage(result.error)} onRetry={() => void result.refetch()} />
      ) : result.data.orders.length === 0 ? (
        <EmptyState title={t('staffAdminOrders.noMatches')} />
      ) : (
        <>
          <p role="status">{t('staffAdminOrders.found', { count: result.data.total })}</p>
          <ul className="flex flex-col gap-2">
            {result.data.orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={`/admin/orders/${order._id}`}
                  className="flex min-h-11 flex-col rounded-lg border border-stone-200 px-3 py-2 hover:bg-stone-50"
                >
                  <span className="flex flex-wrap justify-between gap-2 font-medium">
                    <span className="break-words">#{order.orderNumber}</span>
                    <span>{f.money(order.total)}</span>
                  </span>
                  <span className="text-sm text-stone-700 break-words">
                    {tDomain(statusLabel(order.status))} · {order.shopId.name} ·{' '}
                    {order.deliveryAddress.contactName} · {f.dateTime(order.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <nav className="flex gap-2">
            {search.page > 1 ? (
              <Button type="button" variant="secondary" onClick={() => toPage(search.page - 1)}>
                {t('staffAdminOrders.previous')}
              </Button>
            ) : null}
            {search.page * SEARCH_PAGE_SIZE < result.data.total ? (
              <Button type="button" variant="secondary" onClick={() => toPage(search.page + 1)}>
                {t('staffAdminOrders.next')}
              </Button>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
