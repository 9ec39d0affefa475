import type { CartCustomItem } from '@jhola/domain';
import { useCartT } from '../i18n';

/** Issue 29: an item the customer named, in the cart: no price yet, quantity and remove. */
export function CustomItemRow({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartCustomItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useCartT();
  const stepButton =
    'grid size-11 place-items-center rounded-lg border border-stone-300 text-lg font-bold hover:bg-stone-100';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-stone-400 bg-white p-3">
      <div className="min-w-0 flex-1 basis-32">
        <p className="font-semibold break-words">{item.customName}</p>
        <p className="text-sm text-amber-900">{t('cart.pricedByShopper')}</p>
        {item.notes ? <p className="text-sm break-words text-stone-600">{item.notes}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.removeOne', { name: item.customName })}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </button>
        <output
          className="min-w-8 text-center font-semibold"
          aria-label={t('cart.quantityOf', { name: item.customName })}
        >
          {item.quantity}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.addOneMore', { name: item.customName })}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="min-h-11 rounded-lg px-3 font-semibold text-red-800 hover:bg-red-50"
        aria-label={t('cart.removeItem', { name: item.customName })}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
