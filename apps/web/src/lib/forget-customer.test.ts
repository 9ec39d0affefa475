import { afterEach, describe, expect, it } from 'vitest';
import { showToast, useToastStore } from '../components/ui/toast-store';
import { useCartStore } from './cart-store';
import { claimBrowserFor, forgetCustomerData, onForgetCustomer } from './forget-customer';
import { notify, useNotifications } from './notifications-store';

const shop = { _id: 'shop-1', name: 'Kirana', deliveryFee: 30 };
const product = { _id: 'p1', name: 'Milk', price: 30, inStock: true, stockQuantity: 5 };

function fillBrowser() {
  useCartStore.getState().addItem(product, shop, 2);
  notify(
    { type: 'status_update', title: 'Order delivered', message: 'Enjoy' },
    { popup: false, sound: false },
  );
  showToast('Milk added to cart');
  localStorage.setItem('dismissedNotices', '["n1"]');
  localStorage.setItem('finalCheckoutOrder', '{"orderId":"o1"}');
  localStorage.setItem('lastOrderAmount', '99');
  localStorage.setItem('checkoutAddress', '{"city":"Mumbai"}');
}

describe('forgetCustomerData (logout leaves nothing behind)', () => {
  afterEach(() => localStorage.clear());

  it('clears the cart, notifications, toasts, dismissed notices and last-order data', () => {
    fillBrowser();
    let featureCleared = false;
    const off = onForgetCustomer(() => {
      featureCleared = true;
    });
    forgetCustomerData();
    off();
    expect(useCartStore.getState().items).toEqual([]);
    expect(useNotifications.getState().items).toEqual([]);
    expect(useToastStore.getState().toasts).toEqual([]);
    for (const key of ['dismissedNotices', 'finalCheckoutOrder', 'lastOrderAmount', 'checkoutAddress']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(JSON.parse(localStorage.getItem('cart') ?? '{"state":{"items":[]}}').state.items).toEqual([]);
    expect(featureCleared).toBe(true);
  });

  it('a different customer signing in starts from nothing but the cart on screen; the same one keeps all', () => {
    claimBrowserFor('asha');
    fillBrowser();
    claimBrowserFor('asha');
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(localStorage.getItem('finalCheckoutOrder')).not.toBeNull();
    // The cart a visitor sees is the one they sign in with at the checkout (decision 0057).
    useCartStore.getState().setReplacementDefault('none');
    claimBrowserFor('ravi');
    expect(useCartStore.getState().items.map((i) => [i._id, i.quantity])).toEqual([['p1', 2]]);
    expect(useCartStore.getState().replacementDefault).toBe('none');
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null').state.items).toHaveLength(1);
    expect(useNotifications.getState().items).toEqual([]);
    expect(localStorage.getItem('finalCheckoutOrder')).toBeNull();
    expect(localStorage.getItem('dismissedNotices')).toBeNull();
  });
});
