import { canCustomerApproveBill, type Order } from '@jhola/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatINR } from '../../../lib/format';
import { formatOrderDate } from '../lib/format-order';
import { ApproveBillButton } from './approve-bill-button';
import { BillDialog } from './bill-dialog';
import { Panel } from './panel';

export function OrderBillSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!order.bill) return null;
  return (
    <Panel title="Bill">
      <p>
        {formatINR(order.bill.amount)} · uploaded {formatOrderDate(order.bill.uploadedAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          View Bill
        </Button>
        <ApproveBillButton orderId={order._id} canApprove={canCustomerApproveBill(order.status)} />
      </div>
      {open ? <BillDialog order={order} onClose={() => setOpen(false)} /> : null}
    </Panel>
  );
}
