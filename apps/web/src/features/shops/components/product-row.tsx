import { PRODUCT_DESCRIPTION_MAX, shownTags } from '@jhola/domain';
import { memo } from 'react';
import { truncate } from '../../../lib/format';
import { useFamilyChoice } from '../hooks/use-family-choice';
import { CartControl } from './cart-control';
import { CatalogueImage, outOfStockImage } from './catalogue-image';
import { DiscountBadge } from './discount-badge';
import { type ProductCardProps, ProductName, sameCardProps } from './product-card';
import { ProductPrice } from './product-price';
import { ProductTags } from './product-tags';
import { SizeChooser } from './size-chooser';

/** List layout: one row per family with the PRODUCT.md §2 description (80 characters) and first 3 tags. */
function ProductRowView({ family, onAdd, onOpen, closedText, priority }: ProductCardProps) {
  const { chosen, choose } = useFamilyChoice(family);
  return (
    <article aria-label={chosen.name} className="flex gap-3 rounded-lg border border-stone-200 bg-white p-2">
      <div className="relative size-20 shrink-0">
        <CatalogueImage
          src={chosen.images[0]}
          name={chosen.name}
          priority={priority}
          className={`size-20 rounded-md ${outOfStockImage(chosen)}`}
        />
        <DiscountBadge product={chosen} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <ProductName
          product={chosen}
          onOpen={onOpen}
          className="line-clamp-2 text-sm leading-5 font-semibold text-stone-900"
        />
        <p className="line-clamp-2 text-xs leading-4 text-stone-700">
          {truncate(chosen.description, PRODUCT_DESCRIPTION_MAX)}
        </p>
        <ProductTags tags={shownTags(chosen.tags)} />
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-2 pt-1">
          <div className="min-w-0">
            <SizeChooser family={family} chosen={chosen} onChoose={choose} />
            <ProductPrice product={chosen} variant="row" />
          </div>
          <CartControl product={chosen} onAdd={onAdd} closedText={closedText} />
        </div>
      </div>
    </article>
  );
}

export const ProductRow = memo(ProductRowView, sameCardProps);
