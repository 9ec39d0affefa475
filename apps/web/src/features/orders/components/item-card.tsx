import type { ReactNode } from 'react';
import { useOrdersT } from '../i18n';

/** The frame of one item on a revision: its name and badge, the body, and the shopper's note if any. */
export function ItemCard({
  name,
  badge,
  badgeClassName,
  className,
  shopperNotes,
  children,
}: {
  name: string;
  badge: string;
  badgeClassName: string;
  className: string;
  shopperNotes: string | null | undefined;
  children: ReactNode;
}) {
  const t = useOrdersT();
  return (
    <article aria-label={name} className={`rounded-xl border p-3 ${className}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{name}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClassName}`}>{badge}</span>
      </header>
      {children}
      {shopperNotes?.trim() ? (
        <p className="mt-2 rounded-lg bg-stone-100 px-3 py-1.5 text-sm">
          <span className="font-medium">{t('orders.item.shopperNote')}</span>
          {shopperNotes}
        </p>
      ) : null}
    </article>
  );
}
