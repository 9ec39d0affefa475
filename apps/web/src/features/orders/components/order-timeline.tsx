import { type Order, statusLabel } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';
import { type tOrders, useOrdersT } from '../i18n';
import { formatOrderDate } from '../lib/format-order';

const ROLE_NAMES: Record<string, Parameters<typeof tOrders>[0]> = {
  customer: 'orders.timeline.you',
  shopper: 'orders.timeline.shopper',
  delivery: 'orders.timeline.delivery',
  admin: 'orders.timeline.admin',
  system: 'orders.timeline.system',
};

function who(entry: Order['timeline'][number], t: typeof tOrders): string {
  if (!entry.updatedBy) return t('orders.timeline.system');
  const known = ROLE_NAMES[entry.updatedBy.role];
  const role = known ? t(known) : entry.updatedBy.role;
  if (entry.updatedBy.role === 'customer') return role;
  return entry.updatedBy.name ? t('orders.timeline.named', { name: entry.updatedBy.name, role }) : role;
}

/**
 * Every step of the order, oldest first, with its time and who made it. The notes arrive from the
 * server already in the customer's language and are shown as they come.
 */
export function OrderTimeline({ timeline }: { timeline: Order['timeline'] }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  const steps = [...timeline].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  if (steps.length === 0) return <p className="text-sm text-stone-600">{t('orders.timeline.empty')}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-brand-100 pl-5">
      {steps.map((entry, i) => {
        // An entry within a step (offered to a shopper, a rider assigned, a problem reported) is read by
        // its note: repeating the step's name above it would say nothing new.
        const withinStep = i > 0 && steps[i - 1]!.status === entry.status && entry.note !== '';
        return (
          <li key={`${entry.status}-${entry.timestamp}-${entry.note}`} className="relative">
            <span
              className={`absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white ${withinStep ? 'bg-brand-100' : 'bg-brand-700'}`}
              aria-hidden="true"
            />
            <p className={withinStep ? 'font-medium break-words' : 'font-semibold'}>
              {withinStep ? entry.note : tDomain(statusLabel(entry.status))}
            </p>
            <p className="text-sm text-stone-600">
              <time dateTime={entry.timestamp}>{formatOrderDate(entry.timestamp)}</time> · {who(entry, t)}
            </p>
            {entry.note && !withinStep ? <p className="mt-1 text-sm break-words">{entry.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
