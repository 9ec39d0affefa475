import { canCustomerApproveBill, type Order } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useOrdersT } from '../i18n';
import { formatOrderDate } from '../lib/format-order';
import { ApproveBillButton } from './approve-bill-button';
import { BillDialog } from './bill-dialog';
import { Panel } from './panel';
import { BillAtTheDoor } from './pay-at-the-door';

export function OrderBillSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const t = useOrdersT();
  const f = useFormat();
  if (!order.bill) return null;
  return (
    <Panel title={t('orders.bill.panel')}>
      <p>
        {t('orders.bill.uploaded', {
          amount: f.money(order.bill.amount),
          date: formatOrderDate(order.bill.uploadedAt),
        })}
      </p>
      <BillAtTheDoor order={order} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('orders.viewBill')}
        </Button>
        <ApproveBillButton orderId={order._id} canApprove={canCustomerApproveBill(order.status)} />
      </div>
      {open ? <BillDialog order={order} onClose={() => setOpen(false)} /> : null}
    </Panel>
  );
}
