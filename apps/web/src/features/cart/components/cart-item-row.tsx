import type { CartItem } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCartT } from '../i18n';

/** PRODUCT.md §9: the remove animation lasts 300 ms before the item leaves the cart. */
export const REMOVE_ANIMATION_MS = 300;

interface CartItemRowProps {
  item: CartItem;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
  /** What the route adds under the item (the replacement choice of PRODUCT.md §12). */
  extra?: ReactNode;
}

export function CartItemRow({ item, onQuantity, onRemove, extra }: CartItemRowProps) {
  const t = useCartT();
  const f = useFormat();
  const [draft, setDraft] = useState(String(item.quantity));
  const [removing, setRemoving] = useState(false);
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const removeRef = useRef(onRemove);
  removeRef.current = onRemove;
  useEffect(() => {
    if (!removing) return;
    const timer = setTimeout(() => removeRef.current(), REMOVE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [removing]);

  const inputId = `qty-${item._id}`;
  // PRODUCT.md §5: the cart commits what was typed when the customer leaves the field (a non-number or 0 removes).
  const commit = () => {
    if (draft !== String(item.quantity)) onQuantity(draft);
  };
  const step = (delta: number) => onQuantity(String(item.quantity + delta));
  const stepButton =
    'grid size-11 place-items-center rounded-lg border border-stone-300 text-lg font-bold hover:bg-stone-100';
  return (
    <li
      data-removing={removing || undefined}
      className={`flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 transition-all duration-300 ${removing ? 'translate-x-4 opacity-0' : ''}`}
    >
      {item.images?.[0] ? (
        <img
          src={item.images[0]}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1 basis-32">
        <p className="font-semibold break-words">{item.name}</p>
        <p className="text-sm text-stone-600">
          {f.money(item.price)}
          {item.unit ? ` / ${item.unit}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={stepButton}
          disabled={removing}
          onClick={() => step(-1)}
          aria-label={t('cart.removeOne', { name: item.name })}
        >
          −
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('cart.qty')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={draft}
          disabled={removing}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className="h-11 w-14 rounded-lg border border-stone-300 px-1 text-center"
          aria-label={t('cart.quantityOf', { name: item.name })}
        />
        <button
          type="button"
          className={stepButton}
          disabled={removing || item.quantity >= 999}
          onClick={() => step(1)}
          aria-label={t('cart.addOneMore', { name: item.name })}
        >
          +
        </button>
      </div>
      <p className="ml-auto w-24 text-right font-semibold">
        <span className="sr-only">{t('cart.totalFor', { name: item.name })}</span>
        {f.money(item.price * item.quantity)}
      </p>
      <button
        type="button"
        onClick={() => setRemoving(true)}
        disabled={removing}
        className="min-h-11 rounded-lg px-3 font-medium text-red-800 hover:bg-red-50"
        aria-label={t('cart.removeItem', { name: item.name })}
      >
        {t('cart.remove')}
      </button>
      {extra}
    </li>
  );
}
