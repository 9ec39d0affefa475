import type { Order } from '@jhola/domain';
import { addressLine } from '../../../lib/format';
import { useWorkT } from '../i18n';

/** An Indian number as WhatsApp wants it: digits only, with the country code. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

export function directionsUrl(order: Order): string {
  const { coordinates } = order.deliveryAddress;
  const destination = coordinates
    ? `${coordinates.lat},${coordinates.lng}`
    : addressLine(order.deliveryAddress);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-stone-100';

/** Where the order goes and how to reach the customer: directions, call, WhatsApp. */
export function CustomerCard({ order }: { order: Order }) {
  const t = useWorkT();
  const a = order.deliveryAddress;
  const phone = a.contactPhone;
  return (
    <section aria-labelledby="customer-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="customer-title" className="font-semibold">
        {t('staffWork.deliverTo', { name: a.contactName })}
      </h2>
      <p className="mt-1 break-words text-stone-800">{addressLine(a)}</p>
      {a.landmark ? (
        <p className="text-sm text-stone-700">{t('staffWork.landmark', { landmark: a.landmark })}</p>
      ) : null}
      {a.instructions ? (
        <p className="text-sm text-stone-700">
          {t('staffWork.instructions', { instructions: a.instructions })}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-3">
        <a className={LINK} href={directionsUrl(order)} target="_blank" rel="noreferrer">
          {t('staffWork.directions')}
        </a>
        {phone ? (
          <>
            <a className={LINK} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {t('staffWork.callCustomer')}
            </a>
            <a
              className={LINK}
              href={`https://wa.me/${whatsappNumber(phone)}`}
              target="_blank"
              rel="noreferrer"
            >
              {/* i18n-ignore: a product's name */}
              WhatsApp
            </a>
          </>
        ) : null}
      </div>
    </section>
  );
}
