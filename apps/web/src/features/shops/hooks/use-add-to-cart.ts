import { CART_MESSAGES, type Product, type Shop } from '@jhola/domain';
import { useCallback, useState } from 'react';
import { showToast } from '../../../components/ui/toast-store';
import { useCartStore } from '../../../lib/cart-store';
import { tDomain } from '../../../lib/domain-text';
import { tShops } from '../i18n';

/** A product waiting for the customer to say whether it may replace a cart from another shop. */
export interface PendingReplace {
  product: Product;
  cartShopName: string;
}

/**
 * PRODUCT.md §2/PRODUCT.md §4/PRODUCT.md §8 add to cart; a toast only for what the stepper cannot say
 * (a refusal, a failure, a replaced cart). Issue 12: a cart from another shop is never emptied
 * silently: the customer is asked first (Cancel keeps it), and after Replace the PRODUCT.md §4 reset message shows.
 */
export function useAddToCart(shop: Shop | undefined) {
  const [pending, setPending] = useState<PendingReplace | null>(null);

  const put = useCallback(
    (product: Product) => {
      try {
        const result = useCartStore.getState().addItem(product, shop);
        if (!result.ok) {
          showToast(tDomain(result.message), 'error');
          return;
        }
        // Issue 47: an add says nothing more than the stepper that replaces Add (a toast covered it);
        // a cart from another shop that was just emptied is news, and says so.
        if (result.outcome === 'reset') showToast(tDomain(CART_MESSAGES.shopReset), 'info');
      } catch {
        // Storage full or blocked: the cart could not be kept.
        showToast(tShops('shops.addFailed'), 'error');
      }
    },
    [shop],
  );

  const add = useCallback(
    (product: Product) => {
      const cart = useCartStore.getState();
      const cartShop = cart.selectedShop ?? cart.items[0]?.shopData ?? null;
      if (cart.items.length > 0 && shop && cartShop && cartShop._id !== shop._id) {
        setPending({ product, cartShopName: cartShop.name });
        return;
      }
      put(product);
    },
    [shop, put],
  );

  return {
    add,
    pending,
    replace: () => {
      if (pending) put(pending.product);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
