import type { ReactNode } from 'react';

/** A step that waits for someone else (the customer); it changes by itself when they answer. */
export function Waiting({
  title,
  children,
  done = false,
  countdown = null,
}: {
  title: string;
  children: ReactNode;
  done?: boolean;
  /** Ticks each second, so it stays out of the live region (it announces its own minutes). */
  countdown?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-brand-600 bg-brand-50 p-4">
      <div aria-live="polite">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          {done ? null : (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
            />
          )}
          {title}
        </h2>
        <p className="mt-1 text-stone-800">{children}</p>
      </div>
      {countdown}
    </section>
  );
}
