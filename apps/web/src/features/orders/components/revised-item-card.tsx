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
import { useFormat } from '@jhola/ui';
import type { ReactNode } from 'react';
import { useDomainT } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { ItemCard } from './item-card';

const BADGE_CLASSES = {
  'Not available': 'bg-red-100 text-red-900',
  Modified: 'bg-amber-100 text-amber-900',
  'No Changes': 'bg-green-100 text-green-900',
} as const;

/** The original crossed out, an arrow, and the revised value; the plain value when unchanged. */
function Compare({ original, revised }: { original: string; revised: string }): ReactNode {
  const t = useOrdersT();
  if (original === revised) return <span>{revised}</span>;
  return (
    <span>
      <del className="text-stone-500">
        <span className="sr-only">{t('orders.revised.was')}</span>
        {original}
      </del>
      <span aria-hidden="true"> → </span>
      <span className="sr-only">{t('orders.revised.now')}</span>
      <ins className="font-semibold no-underline">{revised}</ins>
    </span>
  );
}

type RevisedItem = Pick<
  OrderItem,
  'name' | 'price' | 'quantity' | 'isAvailable' | 'revisedQuantity' | 'revisedPrice' | 'shopperNotes'
> &
  Partial<Pick<OrderItem, 'isCustom' | 'originalPrice'>>;

/** PRODUCT.md §2 Revised order review: one card per item, all arithmetic from the domain's revision rules. */
export function RevisedItemCard({ item }: { item: RevisedItem }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  const f = useFormat();
  const badge = revisionBadge(item);
  const changed = isItemChanged(item);
  const name = item.name?.trim() || t('orders.product');
  // Issue 29: a named item had no price before the shopper's; "priced by your shopper" stands for it.
  const unpricedAtFirst = item.isCustom === true && (item.originalPrice ?? item.price) === null;
  const firstPrice = unpricedAtFirst ? t('orders.pricedByShopper') : f.money(originalPrice(item));
  const firstTotal = unpricedAtFirst ? t('orders.pricedByShopper') : f.money(originalLineTotal(item));
  return (
    <ItemCard
      name={name}
      badge={tDomain(badge)}
      badgeClassName={BADGE_CLASSES[badge]}
      className={changed ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200 bg-white'}
      shopperNotes={item.shopperNotes}
    >
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('orders.revised.quantity')}</dt>
        <dd>
          <Compare
            original={String(originalQuantity(item))}
            revised={String(displayedRevisedQuantity(item))}
          />
        </dd>
        <dt className="text-stone-600">{t('orders.revised.pricePerUnit')}</dt>
        <dd>
          <Compare original={firstPrice} revised={f.money(revisedPrice(item))} />
        </dd>
        <dt className="text-stone-600">{t('orders.revised.lineTotal')}</dt>
        <dd>
          <Compare original={firstTotal} revised={f.money(revisedLineTotal(item))} />
        </dd>
      </dl>
    </ItemCard>
  );
}
