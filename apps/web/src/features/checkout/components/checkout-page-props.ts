import type { Order } from '@jhola/domain';
import type { ReactNode } from 'react';

/** What the route gives the checkout: the other features' parts it composes into the form. */
export interface CheckoutPageProps {
  /** What the route puts above the form (the closed-shop notice of the shops feature). */
  notice?: ReactNode;
  /** The items with their replacement choices (the replacements feature, PRODUCT.md §12). */
  replacements?: ReactNode;
  /** The shop's response time: how long the customer has to answer a change. */
  responseMinutes?: number;
  /**
   * The placed order, as the server answered it, before the confirmation opens: the route stores it in
   * the orders feature's cache, so the confirmation asks for nothing (issue 25).
   */
  onPlaced?: (order: Order) => void;
  /** Issue 44: "Use Jhola credit", drawn by the claims feature; the choice rides on the order. */
  creditChoice?: (use: boolean, onChange: (use: boolean) => void) => ReactNode;
  /** The customer's Jhola credit (rupees): spent first when ticked, so "We hold up to" holds only the rest. */
  creditBalance?: number;
}
