import { EMPTY_CART } from '@jhola/domain';
import { DEFAULT_LANGUAGE, useLanguageStore } from '@jhola/ui';
import { clearToasts } from '../components/ui/toast-store';
import { type CartState, useCartStore } from './cart-store';
import { resetPopups, useNotifications } from './notifications-store';

/**
 * Logout leaves nothing behind (issue 13): everything this app keeps in the browser belongs to the
 * signed-in customer (cart, notifications, dismissed notices, told cancellations, the last order, the
 * checkout address), so all of local and session storage goes, and so do the in-memory copies that
 * would otherwise be shown to (or written back for) the next person.
 *
 * Features holding their own in-memory state register a cleanup with `onForgetCustomer`.
 */
const cleanups = new Set<() => void>();

export function onForgetCustomer(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** The id of the customer whose data this browser holds (see `claimBrowserFor`). */
export const CUSTOMER_OWNER_KEY = 'customerDataOwner';

export function forgetCustomerData(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing stored to clear.
  }
  useCartStore.setState(EMPTY_CART);
  useNotifications.setState({ items: [] });
  resetPopups();
  clearToasts();
  keepDeviceLanguage();
  for (const cleanup of cleanups) cleanup();
}

/**
 * The language chosen on this browser is the device's, not the customer's: it stays (written back after
 * the clear). A language that only came from the signed-in account goes with the account.
 */
function keepDeviceLanguage(): void {
  const { chosenHere, language, setLanguage } = useLanguageStore.getState();
  if (chosenHere) setLanguage(language).catch(() => undefined);
  else if (language !== DEFAULT_LANGUAGE)
    setLanguage(DEFAULT_LANGUAGE, { fromAccount: true }).catch(() => undefined);
}

/**
 * Called at sign-in: a different customer than the one whose data the browser holds (the previous one
 * was signed out by an expired session rather than by Logout) starts from nothing too, except the cart.
 * Browsing is public (decision 0057): the cart on screen is the one the person signing in filled (or saw
 * and kept) as a visitor, and signing in at the checkout must not empty it.
 */
export function claimBrowserFor(userId: string): void {
  try {
    const owner = localStorage.getItem(CUSTOMER_OWNER_KEY);
    if (owner && owner !== userId) {
      const cart = useCartStore.getState();
      forgetCustomerData();
      useCartStore.setState(cartOnScreen(cart));
    }
    localStorage.setItem(CUSTOMER_OWNER_KEY, userId);
  } catch {
    // Storage blocked: there is nothing of anyone's to forget.
  }
}

const cartOnScreen = (cart: CartState): Partial<CartState> => ({
  items: cart.items,
  selectedShop: cart.selectedShop,
  replacementDefault: cart.replacementDefault,
  customItems: cart.customItems,
  customShop: cart.customShop,
});
