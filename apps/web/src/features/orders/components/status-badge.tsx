import { type StatusColourGroup, statusColourGroup, statusLabel } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';

/** Colour per PRODUCT.md §4 colour group; every pair keeps at least 4.5:1 contrast. */
const GROUP_CLASSES: Record<StatusColourGroup, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  preparing: 'bg-violet-100 text-violet-900',
  ready: 'bg-orange-100 text-orange-900',
  'picked-up': 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: string }) {
  const tDomain = useDomainT();
  const group = statusColourGroup(status);
  return (
    <span
      data-colour-group={group}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${GROUP_CLASSES[group]}`}
    >
      {tDomain(statusLabel(status))}
    </span>
  );
}
