import { isOutOfStock, type Product } from '@jhola/domain';
import { useEffect, useRef } from 'react';
import { useCartStore } from '../../../lib/cart-store';
import { useShopsT } from '../i18n';

interface CartControlProps {
  product: Product;
  onAdd(product: Product): void;
  /** The shop is closed: say when it opens instead of offering Add. */
  closedText: string | null;
}

const MAX_QUANTITY = 999;
const box = 'flex h-8 w-full items-center justify-center rounded-md text-sm font-bold';

/**
 * Add, which becomes a − quantity + stepper in place once the product is in the cart. Focus follows
 * the control that replaced the one pressed, so a keyboard user never lands on the page body.
 */
export function CartControl({ product, onAdd, closedText }: CartControlProps) {
  const t = useShopsT();
  const quantity = useCartStore((s) => s.items.find((i) => i._id === product._id)?.quantity ?? 0);
  const focusNext = useRef<'add' | 'plus' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the quantity changes the control shown
  useEffect(() => {
    const target =
      focusNext.current === 'plus' ? plusRef.current : focusNext.current === 'add' ? addRef.current : null;
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  }, [quantity > 0]);

  if (closedText) {
    return (
      <p className="line-clamp-2 flex h-8 items-center text-[11px] leading-4 font-semibold text-amber-900">
        {closedText}
      </p>
    );
  }
  if (isOutOfStock(product)) {
    return (
      <button
        type="button"
        disabled
        aria-label={t('shops.outOfStockLabel', { name: product.name })}
        className={`${box} bg-stone-200 px-1 text-center text-xs leading-4 text-stone-700`}
      >
        {t('shops.outOfStock')}
      </button>
    );
  }
  if (quantity === 0) {
    return (
      <button
        ref={addRef}
        type="button"
        // The visible word comes first, so voice control ("click Add") still matches.
        aria-label={t('shops.addToCartLabel', { name: product.name })}
        onClick={() => {
          focusNext.current = 'plus';
          onAdd(product);
        }}
        className={`${box} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
      >
        {t('shops.add')}
      </button>
    );
  }
  const { setQuantity, updateQuantity } = useCartStore.getState();
  const cap = product.stockQuantity > 0 ? Math.min(product.stockQuantity, MAX_QUANTITY) : MAX_QUANTITY;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of buttons, not a form section (fieldset)
    <div
      role="group"
      aria-label={t('shops.inCartLabel', { name: product.name })}
      className={`${box} justify-between bg-brand-700 text-white`}
    >
      <button
        type="button"
        aria-label={t('shops.removeOne', { name: product.name })}
        onClick={() => {
          if (quantity === 1) focusNext.current = 'add';
          updateQuantity(product._id, quantity - 1);
        }}
        className="grid h-full w-8 place-items-center rounded-l-md text-lg hover:bg-brand-800"
      >
        −
      </button>
      <span aria-live="polite" data-testid="cart-quantity">
        {quantity}
        <span className="sr-only">{t('shops.inCart')}</span>
      </span>
      <button
        ref={plusRef}
        type="button"
        aria-label={t('shops.addOneMore', { name: product.name })}
        disabled={quantity >= cap}
        onClick={() => setQuantity(product._id, quantity + 1)}
        className="grid h-full w-8 place-items-center rounded-r-md text-lg hover:bg-brand-800 disabled:opacity-50"
      >
        +
      </button>
    </div>
  );
}
