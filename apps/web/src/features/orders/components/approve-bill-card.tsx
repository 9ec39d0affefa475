import { canCustomerApproveBill, type Order } from '@jhola/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatINR } from '../../../lib/format';
import { AnswerCountdown } from './answer-countdown';
import { ApproveBillButton } from './approve-bill-button';
import { BillDialog } from './bill-dialog';

/** Pinned while the bill waits for the customer: its amount, a look at the photo, and approval. */
export function ApproveBillCard({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="approve-bill-title"
      className="rounded-2xl border-2 border-orange-300 bg-orange-50 p-4"
    >
      <h2 id="approve-bill-title" className="text-lg font-bold">
        Approve your bill
      </h2>
      <p className="mt-1 text-stone-800">
        Your shopper paid {order.bill ? formatINR(order.bill.amount) : 'the shop'}. Check the bill, then
        approve it so your order can be sent out.
      </p>
      {order.status === 'bill_uploaded' ? (
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
            View Bill
          </Button>
        ) : null}
      </div>
      {open ? <BillDialog order={order} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
