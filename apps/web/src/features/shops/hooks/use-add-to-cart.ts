import { CART_MESSAGES, type Product, type Shop } from '@jhola/domain';
import { useCallback } from 'react';
import { showToast } from '../../../components/ui/toast-store';
import { useCartStore } from '../../../lib/cart-store';

/** §2/§4/§8: add to cart with its toasts (3 s): added, the one-shop reset, or why it failed. */
export function useAddToCart(shop: Shop | undefined) {
  return useCallback(
    (product: Product) => {
      try {
        const result = useCartStore.getState().addItem(product, shop);
        if (!result.ok) {
          showToast(result.message, 'error');
          return;
        }
        if (result.outcome === 'reset') showToast(CART_MESSAGES.shopReset, 'info');
        showToast(`${product.name} added to cart`, 'success');
      } catch {
        // Storage full or blocked: the cart could not be kept.
        showToast('Error adding to cart', 'error');
      }
    },
    [shop],
  );
}
