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
import { ItemCard } from './item-card';

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
    <ItemCard
      name={name}
      badge={badge}
      badgeClassName={BADGE_CLASSES[badge]}
      className={changed ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200 bg-white'}
      shopperNotes={item.shopperNotes}
    >
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
    </ItemCard>
  );
}
