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
