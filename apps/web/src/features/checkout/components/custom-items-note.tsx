import type { CartCustomItem } from '@jhola/domain';
import { useCheckoutT } from '../i18n';

/** Issue 29: the items the app does not list, named for the shopper, who prices them at the shop. */
export function CustomItemsNote({ items }: { items: readonly CartCustomItem[] }) {
  const t = useCheckoutT();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="custom-items-title"
      className="rounded-xl border border-dashed border-stone-400 bg-white p-4"
    >
      <h2 id="custom-items-title" className="font-bold">
        {t('checkout.customItemsTitle')}
      </h2>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.id} className="break-words">
            {t('checkout.customItemLine', { name: item.customName, quantity: item.quantity })}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-stone-700">{t('checkout.customItemsNote')}</p>
    </section>
  );
}
