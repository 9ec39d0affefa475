import { Link } from 'react-router';
import { CountBubble } from '../../components/ui/count-bubble';
import { useCartItemCount } from '../../lib/cart-store';
import { useAppT } from './i18n';

/** PRODUCT.md §2 navigation: the cart link with the total item quantity. */
export function CartBadge() {
  const count = useCartItemCount();
  const t = useAppT();
  const label = t('app.cartBadge', { count });
  return (
    <Link
      to="/cart"
      aria-label={label}
      data-testid="cart-badge"
      className="relative grid size-11 place-items-center rounded-md text-stone-700 hover:bg-stone-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" />
        <circle cx="9" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <CountBubble count={count} className="-right-0.5 -top-0.5 bg-brand-700" />
    </Link>
  );
}
