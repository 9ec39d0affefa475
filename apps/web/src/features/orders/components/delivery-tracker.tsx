import type { Coordinates, LiveLocation } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { formatTime } from '../lib/format-order';
import { bearingDegrees, compassDirection, distanceMetres, formatDistance } from '../lib/geo';

interface DeliveryTrackerProps {
  destination: Coordinates | null;
  location: LiveLocation | null;
}

/** Where the delivery person is, as distance and direction from the delivery address: no map tiles needed. */
export function DeliveryTracker({ destination, location }: DeliveryTrackerProps) {
  const t = useOrdersT();
  if (!location) return null;
  const updated = formatTime(location.updatedAt);
  if (!destination) {
    return (
      <p className="text-sm" role="status">
        {updated ? t('orders.tracker.sharedAt', { time: updated }) : t('orders.tracker.shared')}
      </p>
    );
  }
  const metres = distanceMetres(destination, location);
  // The arrow points from the address towards the rider.
  const bearing = bearingDegrees(destination, location);
  const near = metres < 50;
  const text = near
    ? t('orders.tracker.arrived')
    : t('orders.tracker.away', { distance: formatDistance(metres), direction: compassDirection(bearing) });
  return (
    <div className="flex items-center gap-4" data-testid="delivery-tracker">
      <svg viewBox="0 0 64 64" className="size-16 shrink-0" aria-hidden="true">
        <circle cx="32" cy="32" r="30" className="fill-brand-50 stroke-brand-600" strokeWidth="2" />
        <text x="32" y="11" textAnchor="middle" className="fill-stone-600 text-[8px]">
          {t('orders.tracker.northLetter')}
        </text>
        {near ? (
          <circle cx="32" cy="32" r="6" className="fill-brand-700" />
        ) : (
          <path
            d="M32 14 L40 36 L32 31 L24 36 Z"
            className="fill-brand-700"
            transform={`rotate(${bearing} 32 32)`}
          />
        )}
      </svg>
      <p role="status" className="text-sm">
        {text}
        {updated ? (
          <span className="block text-stone-600">{t('orders.updatedAt', { time: updated })}</span>
        ) : null}
      </p>
    </div>
  );
}
