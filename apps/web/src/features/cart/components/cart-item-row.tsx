import type { CartItem } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { unitText } from '../../../lib/unit-text';
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
  // At one, the minus takes the item out (with its animation), as the quick-commerce apps do: no
  // separate Remove button to find room for.
  const lastOne = item.quantity <= 1;
  // 44 × 44 px to touch, though the pill they sit in is drawn 36 px tall (the line stays compact).
  const stepButton =
    '-my-1 grid h-11 w-11 place-items-center rounded-md text-lg font-bold text-brand-800 hover:bg-brand-100 disabled:opacity-50';
  // One compact line (issue 47: ~270 px, then 127; the goal 80–100 px at 360 px, as Blinkit's and
  // Zepto's carts): picture, name over the line's total and unit price, and the stepper beside them;
  // the route's extra (the replacement choice) is one quiet line under them.
  return (
    <li
      data-removing={removing || undefined}
      className={`grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-x-2 rounded-xl border border-stone-200 bg-white px-2 py-1.5 transition-all duration-300 ${removing ? 'translate-x-4 opacity-0' : ''}`}
    >
      {item.images?.[0] ? (
        <img
          src={item.images[0]}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
          className="size-11 rounded-lg bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-11 rounded-lg bg-stone-100" />
      )}
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm leading-[1.125rem] font-semibold break-words">{item.name}</p>
        <p className="truncate text-xs leading-4 text-stone-600">
          <span className="font-semibold text-stone-900">
            <span className="sr-only">{t('cart.totalFor', { name: item.name })}</span>
            {f.money(item.price * item.quantity)}
          </span>
          {/* The unit price only where it says more than the total: more than one. */}
          {item.quantity > 1 ? ` · ${f.money(item.price)}${item.unit ? `/${unitText(item.unit)}` : ''}` : ''}
        </p>
      </div>
      <div className="flex h-9 shrink-0 items-center rounded-lg border border-brand-200 bg-brand-50">
        <button
          type="button"
          className={stepButton}
          disabled={removing}
          onClick={() => (lastOne ? setRemoving(true) : step(-1))}
          aria-label={
            lastOne ? t('cart.removeItem', { name: item.name }) : t('cart.removeOne', { name: item.name })
          }
        >
          {lastOne ? <TrashIcon /> : '−'}
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
          className="h-9 w-8 bg-transparent text-center text-sm font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
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
      {extra ? <div className="col-span-3 mt-0.5">{extra}</div> : null}
    </li>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
