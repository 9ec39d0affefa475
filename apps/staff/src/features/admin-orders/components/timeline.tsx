import { statusLabel, type TimelineEntry } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useDomainT } from '../../../lib/domain-text';
import { useAdminOrdersT } from '../i18n';
import { roleName } from '../lib/role-name';

/** What happened to the order, when, and who did it. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useAdminOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  return (
    <section aria-labelledby="timeline-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="timeline-title" className="font-semibold">
        {t('staffAdminOrders.timeline')}
      </h2>
      <ol className="mt-2 flex flex-col gap-2 border-l-2 border-brand-600 pl-3">
        {entries.map((entry) => (
          <li key={`${entry.timestamp}-${entry.status}-${entry.note}`}>
            <p className="font-medium">{tDomain(statusLabel(entry.status))}</p>
            <p className="text-sm text-stone-700">
              {f.dateTime(entry.timestamp)}
              {entry.updatedBy ? ` · ${entry.updatedBy.name} (${roleName(entry.updatedBy.role, t)})` : ''}
            </p>
            {entry.note ? <p className="text-sm break-words">{tDomain(entry.note)}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
