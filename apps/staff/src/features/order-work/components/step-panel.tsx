import { carriesOrder, type Order } from '@jhola/domain';
import { useStaffAuth } from '../../../lib/staff-auth';
import { useWorkT } from '../i18n';
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
  const t = useWorkT();
  const viewer = useStaffAuth((s) => s.user);
  const carrier = viewer !== null && carriesOrder(order, viewer);
  const carriedBy = order.deliveryPerson?.name ?? order.personalShopperId?.name ?? '';
  switch (order.status) {
    case 'accepted_by_shopper':
      return (
        <StatusStep orderId={order._id} step="shopper_at_shop" label={t('staffWork.atShop')}>
          {t('staffWork.goToShop', { shop: order.shopId.name })}
        </StatusStep>
      );
    case 'shopper_at_shop':
      return (
        <StatusStep orderId={order._id} step="shopping_in_progress" label={t('staffWork.startShopping')}>
          {t('staffWork.customerSeesAtShop')}
        </StatusStep>
      );
    case 'shopping_in_progress':
      return <PickingChecklist order={order} />;
    case 'shopper_revised_order':
      return (
        <Waiting title={t('staffWork.changesSent')} countdown={countdownOf(order, 'revision')}>
          {t('staffWork.waitingAnswer')}
        </Waiting>
      );
    case 'customer_approved_revision':
      return (
        <StatusStep orderId={order._id} step="final_shopping" label={t('staffWork.finishShopping')}>
          {t('staffWork.changesApproved')}
        </StatusStep>
      );
    case 'final_shopping':
      return <BillUpload order={order} />;
    case 'bill_uploaded':
      return (
        <Waiting title={t('staffWork.billSent')} countdown={countdownOf(order, 'bill')}>
          {t('staffWork.waitingBill')}
        </Waiting>
      );
    case 'bill_approved':
      if (!carrier)
        return (
          <Waiting title={t('staffWork.deliveryTaken')}>
            {t('staffWork.willDeliver', { name: carriedBy })}
          </Waiting>
        );
      return (
        <StatusStep orderId={order._id} step="out_for_delivery" label={t('staffWork.outForDelivery')}>
          {t('staffWork.billApproved')}
        </StatusStep>
      );
    case 'out_for_delivery':
      if (!carrier)
        return (
          <Waiting title={t('staffWork.onTheWay')}>
            {t('staffWork.isDelivering', { name: carriedBy })}
          </Waiting>
        );
      return <DeliveryPanel order={order} />;
    case 'delivered':
      return (
        <Waiting title={t('staffWork.delivered')} done>
          {t('staffWork.thanksComplete')}
        </Waiting>
      );
    case 'cancelled':
      return (
        <Waiting title={t('staffWork.orderCancelled')} done>
          {order.cancellationReason
            ? t('staffWork.reason', { reason: order.cancellationReason })
            : t('staffWork.wasCancelled')}
        </Waiting>
      );
    default:
      return null;
  }
}
