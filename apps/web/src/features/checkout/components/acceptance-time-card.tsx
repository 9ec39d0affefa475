import { useAcceptanceTime } from '../api/get-acceptance-time';
import { useCheckoutT } from '../i18n';

/** How soon a shopper is likely to accept the order, refreshed every 30 s (PRODUCT.md §7, PRODUCT.md §9). */
export function AcceptanceTimeCard({ shopId }: { shopId: string }) {
  const t = useCheckoutT();
  const { data, fallback, loading } = useAcceptanceTime(shopId);
  const pending = data.pendingOrdersCount;
  return (
    <section
      aria-labelledby="acceptance-title"
      aria-busy={loading || undefined}
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="acceptance-title" className="font-bold">
        {t('checkout.acceptanceTitle')}
      </h2>
      <p className="mt-1 text-2xl font-bold text-brand-800" data-testid="acceptance-minutes">
        {t('checkout.acceptanceMinutes', { minutes: data.estimatedMinutes })}
      </p>
      <p className="text-sm text-stone-700">
        {pending === 0 ? t('checkout.noOrdersWaiting') : t('checkout.ordersWaiting', { count: pending })}
      </p>
      {fallback ? <p className="mt-1 text-xs text-stone-600">{t('checkout.estimateFallback')}</p> : null}
    </section>
  );
}
