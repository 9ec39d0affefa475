import { isOutOfStock, type Product } from '@jhola/domain';
import { useCartStore } from '../../../lib/cart-store';

interface AddToCartButtonProps {
  product: Product;
  onAdd(product: Product): void;
  className?: string;
}

/** Add to Cart, disabled for out-of-stock items. The product name is in the accessible name. */
export function AddToCartButton({ product, onAdd, className = '' }: AddToCartButtonProps) {
  const out = isOutOfStock(product);
  const label = out ? 'Out of Stock' : 'Add to Cart';
  return (
    <button
      type="button"
      // The visible words come first, so voice control ("click Add to Cart") still matches.
      aria-label={`${label}: ${product.name}`}
      disabled={out}
      onClick={() => onAdd(product)}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600 ${className}`}
    >
      {label}
    </button>
  );
}

/** How many of this product are already in the cart (nothing when none). */
export function InCartCount({ productId }: { productId: string }) {
  const count = useCartStore((s) => s.items.find((i) => i._id === productId)?.quantity ?? 0);
  return (
    <span className="h-4 text-xs font-medium leading-4 text-brand-700">
      {count > 0 ? `${count} in cart` : ''}
    </span>
  );
}
