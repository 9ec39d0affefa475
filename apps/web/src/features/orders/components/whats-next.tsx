import { useOrdersT } from '../i18n';

const STEPS = ['orders.next.accept', 'orders.next.pick', 'orders.next.bill', 'orders.next.deliver'] as const;

/** The four-step "What's Next" list of the confirmation and success pages. */
export function WhatsNext() {
  const t = useOrdersT();
  return (
    <section aria-labelledby="whats-next" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="whats-next" className="font-bold">
        {t('orders.next.title')}
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </section>
  );
}
