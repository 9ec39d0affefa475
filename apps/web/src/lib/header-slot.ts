import { create } from 'zustand';

/**
 * A row inside the sticky header for a live bar that must stay in view wherever the customer has
 * scrolled (the countdown while an order waits for their answer, PRODUCT.md §12). The header gives the
 * element (a ref callback); a feature renders into it with a portal. The header measures that row with
 * its own bar, so the parts pinned under the header (the shop's search, the cancellation banner) move
 * down with it instead of being covered.
 */
export const useHeaderSlot = create<{ element: HTMLElement | null }>(() => ({ element: null }));

export const setHeaderSlot = (element: HTMLElement | null): void => {
  useHeaderSlot.setState({ element });
};
