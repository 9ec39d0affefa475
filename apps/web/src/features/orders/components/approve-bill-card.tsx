import { awaitsBillApproval, canCustomerApproveBill, type Order } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useOrdersT } from '../i18n';
import { AnswerCountdown } from './answer-countdown';
import { ApproveBillButton } from './approve-bill-button';
import { BillDialog } from './bill-dialog';
import { BillAtTheDoor } from './pay-at-the-door';

/** Pinned while the bill waits for the customer: its amount, a look at the photo, and approval. */
export function ApproveBillCard({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const t = useOrdersT();
  const f = useFormat();
  return (
    <section
      aria-labelledby="approve-bill-title"
      className="rounded-2xl border-2 border-orange-300 bg-orange-50 p-4"
    >
      <h2 id="approve-bill-title" className="text-lg font-bold">
        {t('orders.bill.cardTitle')}
      </h2>
      <p className="mt-1 text-stone-800">
        {order.bill
          ? t('orders.bill.shopperPaid', { amount: f.money(order.bill.amount) })
          : t('orders.bill.shopperPaidShop')}
      </p>
      <BillAtTheDoor order={order} />
      {awaitsBillApproval(order.status) ? (
        <AnswerCountdown
          deadline={order.answerDeadline}
          ifNoAnswer={order.ifNoAnswer}
          kind="bill"
          className="mt-2 text-orange-950"
        />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <ApproveBillButton orderId={order._id} canApprove={canCustomerApproveBill(order.status)} />
        {order.bill ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('orders.viewBill')}
          </Button>
        ) : null}
      </div>
      {open ? <BillDialog order={order} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
