import { isTerminalStatus, ORDER_STATUSES, type OrderStatus } from './status.js';

export const ACTOR_ROLES = ['customer', 'shopper', 'delivery', 'admin'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export const ORDER_ACTIONS = [
  'accept',
  'arrive_at_shop',
  'start_shopping',
  'revise',
  'approve_revision',
  'final_shopping',
  'upload_bill',
  'approve_bill',
  'out_for_delivery',
  'claim_delivery',
  'deliver',
  'cancel',
  'unlock_delivery_code',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Rule = { from: readonly OrderStatus[]; to: OrderStatus; roles: readonly ActorRole[] };

/** Every status but the two terminal ones, in the order of the path. */
const BEFORE_DELIVERY: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => !isTerminalStatus(status));

/** A customer may cancel until the bill is approved (server-contract "Orders (customer)"). */
const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = BEFORE_DELIVERY.slice(
  0,
  BEFORE_DELIVERY.indexOf('bill_approved'),
);

/** Only the assigned shopper cancels as a shopper, so there is none while the order waits for one. */
const SHOPPER_CANCELLABLE: readonly OrderStatus[] = BEFORE_DELIVERY.filter((s) => s !== 'pending_shopper');

/**
 * The one table of allowed transitions. The server refuses anything outside it with a 409;
 * the web reads it to decide which buttons to offer.
 */
export const TRANSITIONS: Record<OrderAction, Rule> = {
  accept: { from: ['pending_shopper'], to: 'accepted_by_shopper', roles: ['shopper'] },
  arrive_at_shop: { from: ['accepted_by_shopper'], to: 'shopper_at_shop', roles: ['shopper'] },
  start_shopping: { from: ['shopper_at_shop'], to: 'shopping_in_progress', roles: ['shopper'] },
  revise: { from: ['shopping_in_progress'], to: 'shopper_revised_order', roles: ['shopper'] },
  approve_revision: {
    from: ['shopper_revised_order'],
    to: 'customer_approved_revision',
    roles: ['customer'],
  },
  final_shopping: {
    from: ['shopping_in_progress', 'customer_approved_revision'],
    to: 'final_shopping',
    roles: ['shopper'],
  },
  upload_bill: { from: ['final_shopping'], to: 'bill_uploaded', roles: ['shopper'] },
  approve_bill: { from: ['bill_uploaded'], to: 'bill_approved', roles: ['customer'] },
  /**
   * A delivery person takes over carrying a paid-for order; the status stays bill_approved until they
   * (or the shopper) set out_for_delivery. Without a claim the shopper delivers.
   */
  claim_delivery: { from: ['bill_approved'], to: 'bill_approved', roles: ['delivery'] },
  out_for_delivery: { from: ['bill_approved'], to: 'out_for_delivery', roles: ['shopper', 'delivery'] },
  deliver: { from: ['out_for_delivery'], to: 'delivered', roles: ['shopper', 'delivery'] },
  cancel: { from: BEFORE_DELIVERY, to: 'cancelled', roles: ['customer', 'shopper', 'admin'] },
  /** An admin lets the carrier try the delivery code again after five wrong ones locked it; the status stays. */
  unlock_delivery_code: { from: ['out_for_delivery'], to: 'out_for_delivery', roles: ['admin'] },
};

/** Which statuses an actor of this role may cancel from. */
export function cancellableFrom(role: ActorRole): readonly OrderStatus[] {
  if (role === 'customer') return CUSTOMER_CANCELLABLE;
  if (role === 'shopper') return SHOPPER_CANCELLABLE;
  return TRANSITIONS.cancel.roles.includes(role) ? BEFORE_DELIVERY : [];
}

/** Whether the customer may cancel now (until the bill is approved): the cancel link is offered. */
export const canCustomerCancel = (status: string): boolean =>
  cancellableFrom('customer').includes(status as OrderStatus);

/** Whether the assigned shopper may cancel now: from acceptance until the order is finished. */
export const canShopperCancel = (status: string): boolean =>
  cancellableFrom('shopper').includes(status as OrderStatus);

/** Whether the customer may approve the bill now: the approve button is enabled. */
export const canCustomerApproveBill = (status: string): boolean =>
  TRANSITIONS.approve_bill.from.includes(status as OrderStatus);

export type TransitionCheck =
  | { ok: true; to: OrderStatus }
  | { ok: false; reason: 'role' | 'status'; message: string };

/** How each action reads in a refusal ("Cannot {verb} an order whose status is ..."). */
const ACTION_VERBS: Record<OrderAction, string> = {
  accept: 'accept',
  arrive_at_shop: 'mark arrival at the shop for',
  start_shopping: 'start shopping for',
  revise: 'revise',
  approve_revision: 'approve the revision of',
  final_shopping: 'finalise shopping for',
  upload_bill: 'upload a bill for',
  approve_bill: 'approve the bill of',
  claim_delivery: 'claim delivery of',
  out_for_delivery: 'start delivery of',
  deliver: 'deliver',
  cancel: 'cancel',
  unlock_delivery_code: 'unlock the delivery code of',
};

/** Decides whether `role` may perform `action` on an order currently in `from`. */
export function checkTransition(action: OrderAction, from: string, role: ActorRole): TransitionCheck {
  const rule = TRANSITIONS[action];
  const verb = ACTION_VERBS[action];
  if (!rule.roles.includes(role)) {
    const article = role === 'admin' ? 'An' : 'A';
    return { ok: false, reason: 'role', message: `${article} ${role} may not ${verb} an order` };
  }
  const allowed = action === 'cancel' ? cancellableFrom(role) : rule.from;
  if (!allowed.includes(from as OrderStatus)) {
    return { ok: false, reason: 'status', message: `Cannot ${verb} an order whose status is ${from}` };
  }
  return { ok: true, to: rule.to };
}

/** The statuses a shopper may set through PUT /shopper/orders/:id/status, mapped to their action. */
export const SHOPPER_STATUS_ACTIONS = {
  shopper_at_shop: 'arrive_at_shop',
  shopping_in_progress: 'start_shopping',
  final_shopping: 'final_shopping',
  out_for_delivery: 'out_for_delivery',
} as const satisfies Partial<Record<OrderStatus, OrderAction>>;
export type ShopperSettableStatus = keyof typeof SHOPPER_STATUS_ACTIONS;

/**
 * Exactly one person carries an order (issue 47): the delivery person who claimed it, else its shopper.
 * The carrier alone sets out and hands it over; the server refuses anyone else and a screen offers the
 * step to the carrier only.
 */
export function carriesOrder(
  order: { deliveryPerson?: { _id: string } | null; personalShopperId?: { _id: string } | null },
  viewer: { _id: string; role: string },
): boolean {
  if (order.deliveryPerson) return viewer.role === 'delivery' && order.deliveryPerson._id === viewer._id;
  return viewer.role === 'shopper' && order.personalShopperId?._id === viewer._id;
}
