import type { Order } from '@jhola/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useInquiryAvailability } from '../hooks/use-inquiry-availability';
import { useOrdersT } from '../i18n';
import { displayOrderNumber } from '../lib/format-order';
import { notifyInquiryAvailable } from '../lib/order-alerts';
import { InquiryModal } from './inquiry-modal';
import { InquiryWaiting } from './inquiry-waiting';

/** PRODUCT.md §2: the inquiry timer while the customer must wait, then the Contact shopper button (issue 13 renames PRODUCT.md §2's "Do an Inquiry"). */
export function InquiryEntry({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const t = useOrdersT();
  const state = useInquiryAvailability(order, () =>
    notifyInquiryAvailable(order._id, displayOrderNumber(order)),
  );
  if (!state.offered) return null;
  return (
    <div>
      {state.available ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('orders.inquiry.contactShopper')}
        </Button>
      ) : (
        <InquiryWaiting state={state} compact />
      )}
      {open ? <InquiryModal order={order} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
