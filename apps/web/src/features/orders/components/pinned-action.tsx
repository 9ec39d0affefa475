import { type Order, pinnedAction } from '@jhola/domain';
import { ApproveBillCard } from './approve-bill-card';
import { DeliveryCodeCard } from './delivery-code-card';
import { RatingCard } from './rating-card';
import { ReviewChangesCard } from './review-changes-card';

/** The one thing the customer must do now, right under the tracker (nothing when there is none). */
export function PinnedAction({ order }: { order: Order }) {
  switch (pinnedAction(order)) {
    case 'review_changes':
      return <ReviewChangesCard order={order} />;
    case 'approve_bill':
      return <ApproveBillCard order={order} />;
    case 'delivery_code':
      return <DeliveryCodeCard code={order.deliveryOTP ?? ''} />;
    case 'rate':
      return <RatingCard order={order} />;
    default:
      // A rated order keeps its thank-you card; the rest need nothing from the customer.
      return order.rating ? <RatingCard order={order} /> : null;
  }
}
