import { canReachRider, isCancelled, type Order } from '@jhola/domain';
import { useInquiryAvailability } from '../hooks/use-inquiry-availability';
import { useOrdersT } from '../i18n';
import { telLink, whatsappLink } from '../lib/contact-links';
import { displayOrderNumber } from '../lib/format-order';
import { SLOT, withSlot } from '../lib/slot';
import { InquiryEntry } from './inquiry-entry';
import { Panel } from './panel';

const link =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-100';

/**
 * Who is handling the order and how to reach them. The shopper is contacted through the inquiry (it is
 * recorded, PRODUCT.md §2) once the PRODUCT.md §4 waiting time has passed; the delivery person by call or
 * WhatsApp, at once while the order is on its way (issue 47: the chat reaches them too), never for a
 * finished order.
 */
export function ContactPeople({ order }: { order: Order }) {
  const availability = useInquiryAvailability(order);
  const t = useOrdersT();
  const rider = order.deliveryPerson ?? null;
  const number = displayOrderNumber(order);
  const onItsWay = canReachRider(order);
  const riderBlock =
    rider && (onItsWay || availability.available) ? (
      <div
        className={onItsWay ? 'mb-4 border-b border-stone-100 pb-3' : 'mt-4 border-t border-stone-100 pt-3'}
      >
        <p>
          {withSlot(
            t('orders.contact.deliveryPartner', { name: SLOT }),
            <span className="font-medium">{rider.name}</span>,
          )}
        </p>
        {onItsWay ? <p className="text-sm text-stone-700">{t('orders.contact.riderChat')}</p> : null}
        {rider.phone ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <a className={link} href={telLink(rider.phone)}>
              {t('orders.contact.call', { name: rider.name.split(' ')[0] ?? rider.name })}
            </a>
            <a
              className={link}
              href={whatsappLink(rider.phone, t('orders.contact.riderMessage', { name: rider.name, number }))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {/* i18n-ignore: a product's name */}
              WhatsApp
            </a>
          </div>
        ) : null}
      </div>
    ) : null;
  return (
    <Panel title={t(onItsWay ? 'orders.contact.panelOnItsWay' : 'orders.contact.panel')}>
      {onItsWay ? riderBlock : null}
      {order.personalShopperId ? (
        <p className="font-medium">{order.personalShopperId.name}</p>
      ) : isCancelled(order.status) ? (
        <p>{t('orders.contact.noShopper')}</p>
      ) : (
        <p>{t('orders.contact.finding')}</p>
      )}
      {onItsWay ? null : (
        <div className="mt-3">
          <InquiryEntry order={order} />
        </div>
      )}
      {onItsWay ? null : riderBlock}
    </Panel>
  );
}
