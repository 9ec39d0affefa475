import {
  displayedRevisedQuantity,
  isItemChanged,
  type OrderItem,
  originalLineTotal,
  originalPrice,
  originalQuantity,
  revisedLineTotal,
  revisedPrice,
  revisionBadge,
} from '@jhola/domain';
import type { ReactNode } from 'react';
import { formatINR } from '../../../lib/format';

const BADGE_CLASSES = {
  'Not available': 'bg-red-100 text-red-900',
  Modified: 'bg-amber-100 text-amber-900',
  'No Changes': 'bg-green-100 text-green-900',
} as const;

/** The original crossed out, an arrow, and the revised value; the plain value when unchanged. */
function Compare({ original, revised }: { original: string; revised: string }): ReactNode {
  if (original === revised) return <span>{revised}</span>;
  return (
    <span>
      <del className="text-stone-500">
        <span className="sr-only">was </span>
        {original}
      </del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only">, now </span>
      <ins className="font-semibold no-underline">{revised}</ins>
    </span>
  );
}

type RevisedItem = Pick<
  OrderItem,
  'name' | 'price' | 'quantity' | 'isAvailable' | 'revisedQuantity' | 'revisedPrice' | 'shopperNotes'
>;

/** PRODUCT.md §2 Revised order review: one card per item, all arithmetic from the domain's revision rules. */
export function RevisedItemCard({ item }: { item: RevisedItem }) {
  const badge = revisionBadge(item);
  const changed = isItemChanged(item);
  const name = item.name?.trim() || 'Product';
  return (
    <article
      aria-label={name}
      className={`rounded-xl border p-4 ${changed ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200 bg-white'}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{name}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_CLASSES[badge]}`}>
          {badge}
        </span>
      </header>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">Quantity</dt>
        <dd>
          <Compare
            original={String(originalQuantity(item))}
            revised={String(displayedRevisedQuantity(item))}
          />
        </dd>
        <dt className="text-stone-600">Price per unit</dt>
        <dd>
          <Compare original={formatINR(originalPrice(item))} revised={formatINR(revisedPrice(item))} />
        </dd>
        <dt className="text-stone-600">Line total</dt>
        <dd>
          <Compare
            original={formatINR(originalLineTotal(item))}
            revised={formatINR(revisedLineTotal(item))}
          />
        </dd>
      </dl>
      {item.shopperNotes?.trim() ? (
        <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm">
          <span className="font-medium">Shopper's note: </span>
          {item.shopperNotes}
        </p>
      ) : null}
    </article>
  );
}
