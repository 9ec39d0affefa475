import { type ReactNode, useId } from 'react';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-2 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A panel that is one line until opened (issue 47: the order page was ~8 screens): for what a customer
 * reads now and then (the items while the shopper's ticks list them, the timeline). `summary` is the
 * line's extra words ("7 items · ₹452.00").
 */
export function FoldedPanel({
  title,
  summary,
  open = false,
  children,
  testId,
}: {
  title: string;
  summary?: string;
  open?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <details open={open} data-testid={testId} className="group rounded-xl border border-stone-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2">
        <h2 className="font-bold">{title}</h2>
        {summary ? <span className="text-sm text-stone-700">{summary}</span> : null}
      </summary>
      <div className="border-t border-stone-100 px-4 pt-2 pb-4">{children}</div>
    </details>
  );
}
