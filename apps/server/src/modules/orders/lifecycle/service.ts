import {
  isOutForDelivery,
  SHOPPER_STATUS_ACTIONS,
  type ShopperSettableStatus,
  TIMELINE_NOTES,
} from '@jhola/domain';
import type { Actor } from '../core/actor.js';
import { catalogueNote } from '../core/timeline-note.js';
import { takeOffer } from '../dispatch/take-offer.js';
import { openBill, uploadBill } from './bill-service.js';
import { cancelOrder } from './cancel.js';
import type { LifecycleContext } from './context.js';
import {
  claimDelivery,
  deliverOrder,
  startDelivery,
  unlockDeliveryCode,
  updateLocation,
} from './delivery-service.js';
import { inquiryHistory, recordInquiry } from './inquiry-service.js';
import { savePicks } from './picks-service.js';
import { approveRevision, reviseOrder } from './revision-service.js';
import { runTransition, type TransitionResult } from './transition.js';
import { refuseWhileUnpriced } from './unpriced-items.js';

/** PRODUCT.md §9: the delivery estimate promised once a shopper takes the order. */
const ESTIMATED_DELIVERY_MINUTES = 45;

/** A shopper takes a waiting order; of two shoppers racing, the second gets a 409. */
export function acceptOrder(ctx: LifecycleContext, orderId: string, actor: Actor): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'accept',
    apply: async ({ tx, row, now }) => {
      const taken = await takeOffer(tx, row, actor, 'shopper', now);
      return {
        patch: {
          shopperId: actor.id,
          acceptedAt: now,
          estimatedDeliveryTime:
            row.estimatedDeliveryTime ?? new Date(now.getTime() + ESTIMATED_DELIVERY_MINUTES * 60_000),
        },
        note: catalogueNote(taken === 'offer' ? TIMELINE_NOTES.assignedShopper : TIMELINE_NOTES.accepted, {
          name: actor.name,
        }),
      };
    },
  });
}

/** PUT /shopper/orders/:id/status: the progress steps a shopper reports. */
export function setShopperStatus(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  status: ShopperSettableStatus,
  note = '',
): Promise<TransitionResult> {
  if (isOutForDelivery(status)) return startDelivery(ctx, orderId, actor, note);
  const action = SHOPPER_STATUS_ACTIONS[status];
  return runTransition(ctx, {
    orderId,
    actor,
    action,
    note,
    apply: async (c) => {
      await refuseWhileUnpriced(action, c);
      return undefined;
    },
  });
}

export function approveBill(ctx: LifecycleContext, orderId: string, actor: Actor): Promise<TransitionResult> {
  return runTransition(ctx, {
    orderId,
    actor,
    action: 'approve_bill',
    apply: async () => ({ note: catalogueNote(TIMELINE_NOTES.billApprovedByCustomer) }),
  });
}

/** Every way an order moves after placement; the staff API, the customer API and the demo shopper share it. */
export const lifecycle = {
  savePicks,
  accept: acceptOrder,
  setStatus: setShopperStatus,
  revise: reviseOrder,
  approveRevision,
  uploadBill,
  approveBill,
  claimDelivery,
  startDelivery,
  updateLocation,
  deliver: deliverOrder,
  unlockDeliveryCode,
  cancel: cancelOrder,
  inquiry: recordInquiry,
  inquiryHistory,
  openBill,
};
