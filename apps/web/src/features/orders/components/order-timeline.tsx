import { type Order, statusLabel } from '@jhola/domain';
import { formatOrderDate } from '../lib/format-order';

const ROLE_NAMES: Record<string, string> = {
  customer: 'You',
  shopper: 'Shopper',
  delivery: 'Delivery partner',
  admin: 'Jhola support',
  system: 'Jhola',
};

function who(entry: Order['timeline'][number]): string {
  if (!entry.updatedBy) return 'Jhola';
  const role = ROLE_NAMES[entry.updatedBy.role] ?? entry.updatedBy.role;
  if (entry.updatedBy.role === 'customer') return role;
  return entry.updatedBy.name ? `${entry.updatedBy.name} (${role})` : role;
}

/** Every step of the order, oldest first, with its time and who made it. */
export function OrderTimeline({ timeline }: { timeline: Order['timeline'] }) {
  const steps = [...timeline].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  if (steps.length === 0) return <p className="text-sm text-stone-600">No updates yet.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-brand-100 pl-5">
      {steps.map((entry) => (
        <li key={`${entry.status}-${entry.timestamp}-${entry.note}`} className="relative">
          <span
            className="absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white bg-brand-700"
            aria-hidden="true"
          />
          <p className="font-semibold">{statusLabel(entry.status)}</p>
          <p className="text-sm text-stone-600">
            <time dateTime={entry.timestamp}>{formatOrderDate(entry.timestamp)}</time> · {who(entry)}
          </p>
          {entry.note ? <p className="mt-1 text-sm break-words">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
