import { type InquiryResponse, type Order, statusLabel } from '@jhola/domain';
import { Dialog } from '@jhola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDomainT } from '../../../lib/domain-text';
import { inquiriesQueryOptions, useInquiries } from '../api/get-inquiries';
import { orderKeys } from '../api/order-keys';
import { type InquiryMethod, useSendInquiry } from '../api/send-inquiry';
import { useInquiryAvailability } from '../hooks/use-inquiry-availability';
import { useOrdersT } from '../i18n';
import { inquiryMessage, telLink, whatsappLink } from '../lib/contact-links';
import { displayOrderNumber } from '../lib/format-order';
import { InquiryWaiting } from './inquiry-waiting';

import { PreviousInquiries } from './previous-inquiries';
import { StatusBadge } from './status-badge';

/** Opens the chosen contact: the dialler for a call, WhatsApp in a new tab with the message filled in. */
function openContact(method: InquiryMethod, phone: string, message: string): void {
  if (method === 'call') window.location.assign(telLink(phone));
  else window.open(whatsappLink(phone, message), '_blank', 'noopener,noreferrer');
}

export function InquiryModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const state = useInquiryAvailability(order);
  const inquiry = useSendInquiry(order._id);
  const history = useInquiries(order._id);
  const queryClient = useQueryClient();
  const t = useOrdersT();
  const tDomain = useDomainT();
  const [answer, setAnswer] = useState<InquiryResponse | null>(null);
  const number = displayOrderNumber(order);
  const shopper = answer?.shopper ?? history.data?.shopper ?? order.personalShopperId;
  const shopperName = shopper?.name || t('orders.yourShopperFallback');

  const contact = (method: InquiryMethod) => {
    inquiry.mutate(method, {
      onSuccess: (result) => {
        setAnswer(result);
        // The new inquiry shows at once (it was accepted, so contacting is available); the refetch confirms.
        queryClient.setQueryData(inquiriesQueryOptions(order._id).queryKey, {
          inquiries: result.inquiries,
          shopper: result.shopper,
          availability: { available: true, minutesLeft: 0 },
        });
        void queryClient.invalidateQueries({ queryKey: orderKeys.inquiries(order._id) });
        openContact(method, result.shopper.phone, inquiryMessage(number, result.shopper.name));
      },
      // PRODUCT.md §2: the inquiry could not be recorded, but the customer can still reach the shopper.
      onError: () => {
        if (shopper?.phone) openContact(method, shopper.phone, inquiryMessage(number, shopperName));
      },
    });
  };

  return (
    <Dialog open size="wide" title={t('orders.inquiry.title', { number })} onClose={onClose}>
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t('orders.inquiry.status')}</span>{' '}
          <StatusBadge status={order.status} />
        </p>
        {!state.offered ? (
          <p>{t('orders.inquiry.closed', { status: tDomain(statusLabel(order.status)).toLowerCase() })}</p>
        ) : !state.available ? (
          <InquiryWaiting state={state} />
        ) : (
          <section aria-labelledby="shopper-card" className="rounded-xl border border-stone-200 p-4">
            <h3 id="shopper-card" className="font-semibold">
              {shopper
                ? t('orders.inquiry.yourShopperNamed', { name: shopper.name })
                : t('orders.inquiry.yourShopper')}
            </h3>
            {shopper?.phone ? <p className="text-sm text-stone-700">{shopper.phone}</p> : null}
            {!shopper ? <p className="text-sm text-stone-700">{t('orders.inquiry.notAccepted')}</p> : null}
            {shopper ? (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  busy={inquiry.isPending && inquiry.variables === 'call'}
                  busyLabel={t('orders.inquiry.connecting')}
                  disabled={inquiry.isPending}
                  onClick={() => contact('call')}
                >
                  {t('orders.inquiry.call')}
                </Button>
                <Button
                  variant="secondary"
                  busy={inquiry.isPending && inquiry.variables === 'whatsapp'}
                  busyLabel={t('orders.inquiry.connecting')}
                  disabled={inquiry.isPending}
                  onClick={() => contact('whatsapp')}
                >
                  {t('orders.inquiry.whatsapp')}
                </Button>
              </div>
            ) : null}
            {/* Once the inquiry was recorded (or could not be), the contact stays one tap away. */}
            {shopper?.phone && (answer || inquiry.isError) ? (
              <p className="mt-2 text-sm">
                {t('orders.inquiry.fallbackLinks')}{' '}
                <a className="text-brand-800 underline" href={telLink(shopper.phone)}>
                  {t('orders.inquiry.callNamed', { name: shopper.name })}
                </a>{' '}
                ·{' '}
                <a
                  className="text-brand-800 underline"
                  href={whatsappLink(shopper.phone, inquiryMessage(number, shopper.name))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('orders.inquiry.whatsappNamed', { name: shopper.name })}
                </a>
              </p>
            ) : null}
          </section>
        )}
        {inquiry.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
            <p className="font-semibold">{t('orders.inquiry.failedTitle')}</p>
            <p>{t('orders.inquiry.failed')}</p>
            {inquiry.error.message ? <p className="text-sm">{inquiry.error.message}</p> : null}
          </div>
        ) : null}
        <PreviousInquiries query={history} />
      </div>
    </Dialog>
  );
}
