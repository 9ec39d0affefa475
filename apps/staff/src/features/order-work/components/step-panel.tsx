import type { Order } from '@jhola/domain';
import { AnswerDeadline, type AwaitedAnswer } from './answer-deadline';
import { BillUpload } from './bill-upload';
import { DeliveryPanel } from './delivery-panel';
import { PickingChecklist } from './picking-checklist';
import { StatusStep } from './status-step';
import { Waiting } from './waiting';

const countdownOf = (order: Order, kind: AwaitedAnswer) => (
  <AnswerDeadline deadline={order.answerDeadline} ifNoAnswer={order.ifNoAnswer} kind={kind} />
);

/** What the person does next, by the order's status (the transition table decides the rest). */
export function StepPanel({ order }: { order: Order }) {
  switch (order.status) {
    case 'accepted_by_shopper':
      return (
        <StatusStep orderId={order._id} step="shopper_at_shop" label="I'm at the shop">
          Go to {order.shopId.name}. Tap when you are there.
        </StatusStep>
      );
    case 'shopper_at_shop':
      return (
        <StatusStep orderId={order._id} step="shopping_in_progress" label="Start shopping">
          The customer sees that you are at the shop.
        </StatusStep>
      );
    case 'shopping_in_progress':
      return <PickingChecklist order={order} />;
    case 'shopper_revised_order':
      return (
        <Waiting title="Changes sent to the customer" countdown={countdownOf(order, 'revision')}>
          Waiting for the customer to answer.
        </Waiting>
      );
    case 'customer_approved_revision':
      return (
        <StatusStep orderId={order._id} step="final_shopping" label="Finish shopping">
          The customer approved the changes. Go on.
        </StatusStep>
      );
    case 'final_shopping':
      return <BillUpload order={order} />;
    case 'bill_uploaded':
      return (
        <Waiting title="Bill sent" countdown={countdownOf(order, 'bill')}>
          Waiting for the customer to approve the bill.
        </Waiting>
      );
    case 'bill_approved':
      return (
        <StatusStep orderId={order._id} step="out_for_delivery" label="Out for delivery">
          The customer approved the bill. Your position is shared while this screen is open.
        </StatusStep>
      );
    case 'out_for_delivery':
      return <DeliveryPanel order={order} />;
    case 'delivered':
      return (
        <Waiting title="Delivered" done>
          Thank you. This order is complete.
        </Waiting>
      );
    case 'cancelled':
      return (
        <Waiting title="Order cancelled" done>
          {order.cancellationReason ? `Reason: ${order.cancellationReason}` : 'This order was cancelled.'}
        </Waiting>
      );
    default:
      return null;
  }
}
