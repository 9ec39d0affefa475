import { useFormat } from '@jhola/ui';
import { Link } from 'react-router';
import { useCartStore } from '../../lib/cart-store';
import { useAppT } from './i18n';

/** Height of the bar plus its margin; the page end is lifted by this much, the toasts too (toaster.tsx). */
const BAR_SPACE = '4.5rem';

/**
 * The floating cart bar (issue 12): "N items · ₹X · View cart" at the bottom of the screens where the
 * customer shops, whenever the cart is not empty. A spacer of the same height keeps the end of the page
 * (and the footer) from hiding under it.
 */
export function CartBar() {
  // Issue 29: the items named for the shopper count too (they have no price yet).
  const count = useCartStore(
    (s) => s.items.reduce((n, i) => n + i.quantity, 0) + s.customItems.reduce((n, i) => n + i.quantity, 0),
  );
  const subtotal = useCartStore((s) => s.items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const shopName = useCartStore(
    (s) => s.selectedShop?.name ?? s.items[0]?.shopData.name ?? s.customShop?.name ?? '',
  );
  const visible = count > 0;
  const t = useAppT();
  const f = useFormat();

  if (!visible) return null;
  return (
    <>
      {/* The toasts that follow this spacer rise above the bar (a sibling rule, toaster.tsx): a custom
          property on the root would restyle the whole page on the first Add, inside the tap. */}
      <div aria-hidden="true" className="peer cart-bar-spacer" style={{ height: BAR_SPACE }} />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-3 pb-3">
        <Link
          to="/cart"
          data-testid="cart-bar"
          className="pointer-events-auto mx-auto flex min-h-14 max-w-xl items-center gap-3 rounded-xl bg-brand-700 px-4 py-2 text-white shadow-lg hover:bg-brand-800"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-bold">
              {t('app.cartBarSummary', { count, total: f.money(subtotal) })}
            </span>
            <span className="block truncate text-xs text-brand-50">
              {t('app.cartBarFrom', { shop: shopName })}
            </span>
          </span>
          <span className="shrink-0 font-bold">
            {t('app.viewCart')} <span aria-hidden="true">›</span>
          </span>
        </Link>
      </div>
    </>
  );
}
