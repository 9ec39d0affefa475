import { useOrdersT } from '../i18n';

/** The delivery code in large digits: the customer reads it out to the delivery person at the door. */
export function DeliveryCodeCard({ code }: { code: string }) {
  const t = useOrdersT();
  return (
    <section
      aria-labelledby="delivery-code-title"
      className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-4 text-center"
    >
      <h2 id="delivery-code-title" className="font-semibold text-brand-800">
        {t('orders.code.title')}
      </h2>
      <p
        className="mt-1 font-mono text-5xl font-bold tracking-[0.3em] text-stone-900"
        data-testid="delivery-code"
      >
        {code}
      </p>
      <p className="mt-2 text-sm font-medium text-stone-800">{t('orders.code.hint')}</p>
    </section>
  );
}
