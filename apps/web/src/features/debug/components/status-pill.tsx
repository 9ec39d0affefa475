import { useId } from 'react';

const TONES = {
  good: 'bg-green-100 text-green-900',
  bad: 'bg-red-100 text-red-900',
  wait: 'bg-amber-100 text-amber-900',
  none: 'bg-stone-200 text-stone-800',
} as const;

export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** A definition list row; values wrap so long addresses fit at 360 px. */
export function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-stone-100 py-2 last:border-0">
      <dt className="text-stone-700">{term}</dt>
      <dd className="min-w-0 break-all font-mono text-sm">{children}</dd>
    </div>
  );
}

export function Card({ title, children }: { title: string; children: React.ReactNode }) {
  // Not made from the title: a Hindi title has no Latin letters to make an id of.
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
