import type { ClaimFigureRow, ClaimReason } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useState } from 'react';
import { useProblemsT } from '../i18n';

type Dimension = ClaimFigureRow['dimension'];
const DIMENSIONS: {
  value: Dimension;
  label: 'staffProblems.weeks.byShop' | 'staffProblems.weeks.byShopper' | 'staffProblems.weeks.byReason';
}[] = [
  { value: 'shop', label: 'staffProblems.weeks.byShop' },
  { value: 'shopper', label: 'staffProblems.weeks.byShopper' },
  { value: 'reason', label: 'staffProblems.weeks.byReason' },
];

/** One line of the table: a shop, shopper or reason and its claims in each week (0 where it had none). */
export function weeklyLines(rows: ClaimFigureRow[], dimension: Dimension, weeks: string[]) {
  const lines = new Map<string, { key: string; name: string; counts: number[]; total: number }>();
  for (const r of rows.filter((x) => x.dimension === dimension)) {
    const column = weeks.indexOf(r.period);
    if (column < 0) continue;
    const line = lines.get(r.key) ?? { key: r.key, name: r.name, counts: weeks.map(() => 0), total: 0 };
    line.counts[column] = (line.counts[column] ?? 0) + r.claims;
    line.total += r.claims;
    lines.set(r.key, line);
  }
  return [...lines.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

/**
 * Issue 44 point 4, over time: claims per shop, shopper or reason in each of the last weeks (newest
 * first), a row per
 * name with a small bar per week (its height the week's share of the busiest week in the table). The
 * table scrolls sideways inside its own box on a narrow phone, the names staying in view.
 */
export function ClaimsByWeek({
  rows,
  weeks,
  reasonLabel,
}: {
  rows: ClaimFigureRow[];
  /** The Mondays (India days) of the weeks shown, oldest first. */
  weeks: string[];
  reasonLabel: (reason: ClaimReason) => string;
}) {
  const t = useProblemsT();
  const f = useFormat();
  const [dimension, setDimension] = useState<Dimension>('shop');
  // Newest week first: on a narrow phone the weeks that matter most are in view before any scrolling.
  const shown = [...weeks].reverse();
  const lines = weeklyLines(rows, dimension, shown);
  const busiest = Math.max(1, ...lines.flatMap((l) => l.counts));
  const nameOf = (line: { key: string; name: string }) =>
    dimension === 'reason'
      ? reasonLabel(line.key as ClaimReason)
      : line.name || t('staffProblems.weeks.nobody');
  const weekLabel = (monday: string) =>
    f.date(`${monday}T00:00:00+05:30`, { day: 'numeric', month: 'short' });

  return (
    <div className="space-y-2" data-testid="claims-by-week">
      <h3 className="font-semibold">{t('staffProblems.weeks.title', { weeks: weeks.length })}</h3>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('staffProblems.weeks.show')}</legend>
        {DIMENSIONS.map((d) => (
          <button
            key={d.value}
            type="button"
            aria-pressed={dimension === d.value}
            onClick={() => setDimension(d.value)}
            className={`min-h-11 rounded-full border px-3 text-sm ${
              dimension === d.value
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-stone-300 bg-white text-stone-800'
            }`}
          >
            {t(d.label)}
          </button>
        ))}
      </fieldset>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">{t('staffProblems.weeks.none')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways is reached by keyboard to scroll it
        <div className="max-w-full overflow-x-auto rounded-lg border border-stone-200" tabIndex={0}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('staffProblems.weeks.title', { weeks: weeks.length })}</caption>
            <thead>
              <tr className="bg-stone-50 text-xs text-stone-600">
                <th scope="col" className="sticky left-0 bg-stone-50 p-2 text-left">
                  {t(DIMENSIONS.find((d) => d.value === dimension)!.label)}
                </th>
                {shown.map((w) => (
                  <th key={w} scope="col" className="p-1 text-center font-normal whitespace-nowrap">
                    {weekLabel(w)}
                  </th>
                ))}
                <th scope="col" className="p-2 text-right">
                  {t('staffProblems.weeks.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.key} className="border-t border-stone-100">
                  <th
                    scope="row"
                    className="sticky left-0 max-w-32 bg-white p-2 text-left font-medium break-words"
                  >
                    {nameOf(line)}
                  </th>
                  {line.counts.map((count, i) => (
                    <td key={shown[i]} className="p-1 text-center align-bottom">
                      <div className="mx-auto flex h-8 w-4 items-end" aria-hidden="true">
                        <div
                          className="w-full rounded-sm bg-amber-500"
                          style={{ height: `${Math.round((count / busiest) * 100)}%` }}
                        />
                      </div>
                      <span className={count === 0 ? 'text-stone-400' : ''}>{f.number(count)}</span>
                    </td>
                  ))}
                  <td className="p-2 text-right font-semibold">{f.number(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
