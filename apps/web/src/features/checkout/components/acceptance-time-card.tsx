import { useAcceptanceTime } from '../api/get-acceptance-time';

/** How soon a shopper is likely to accept the order, refreshed every 30 s (PRODUCT.md §7, PRODUCT.md §9). */
export function AcceptanceTimeCard({ shopId }: { shopId: string }) {
  const { data, fallback, loading } = useAcceptanceTime(shopId);
  const pending = data.pendingOrdersCount;
  return (
    <section
      aria-labelledby="acceptance-title"
      aria-busy={loading || undefined}
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="acceptance-title" className="font-bold">
        Estimated acceptance time
      </h2>
      <p className="mt-1 text-2xl font-bold text-brand-800" data-testid="acceptance-minutes">
        {data.estimatedMinutes} {data.estimatedMinutes === 1 ? 'minute' : 'minutes'}
      </p>
      <p className="text-sm text-stone-700">
        {pending === 0
          ? 'No orders are waiting ahead of yours.'
          : `${pending} ${pending === 1 ? 'order is' : 'orders are'} waiting for a shopper at this shop.`}
      </p>
      {fallback ? (
        <p className="mt-1 text-xs text-stone-600">Live estimate unavailable; showing a typical time.</p>
      ) : null}
    </section>
  );
}
