import type { ReactNode } from 'react';

/** Responsive card grid: one column on a phone, up to three on a wide screen. */
export function ShopGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
    >
      {children}
    </ul>
  );
}
