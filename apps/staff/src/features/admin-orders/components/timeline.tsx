import { statusLabel, type TimelineEntry } from '@jhola/domain';
import { formatTime } from '../../../lib/format';

/** What happened to the order, when, and who did it. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="timeline-title" className="font-semibold">
        Timeline
      </h2>
      <ol className="mt-2 flex flex-col gap-2 border-l-2 border-brand-600 pl-3">
        {entries.map((entry) => (
          <li key={`${entry.timestamp}-${entry.status}-${entry.note}`}>
            <p className="font-medium">{statusLabel(entry.status)}</p>
            <p className="text-sm text-stone-700">
              {formatTime(entry.timestamp)}
              {entry.updatedBy ? ` · ${entry.updatedBy.name} (${entry.updatedBy.role})` : ''}
            </p>
            {entry.note ? <p className="text-sm break-words">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
