import type { Product } from '@jhola/domain';
import { hasDiscount } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { memo } from 'react';
import { useFamilyChoice } from '../hooks/use-family-choice';
import { useShopsT } from '../i18n';
import { type ProductFamily, sameFamily } from '../lib/product-families';
import { CartControl } from './cart-control';
import { CatalogueImage, outOfStockImage } from './catalogue-image';
import { SizeChooser } from './size-chooser';

export interface ProductCardProps {
  family: ProductFamily;
  onAdd(product: Product): void;
  closedText: string | null;
  /** The card is in the first screen (its picture is loaded first). */
  priority?: boolean;
}

/**
 * Grid card, dense enough for three in a row on a 360 px phone: picture, two lines of name, size,
 * price and Add / stepper. Every block has a fixed height so all cards in a row line up.
 */
function ProductCardView({ family, onAdd, closedText, priority }: ProductCardProps) {
  const t = useShopsT();
  const f = useFormat();
  const { chosen, choose } = useFamilyChoice(family);
  return (
    <article
      aria-label={chosen.name}
      className="flex h-full flex-col rounded-lg border border-stone-200 bg-white p-1.5"
    >
      <div className="relative">
        <CatalogueImage
          src={chosen.images[0]}
          name={chosen.name}
          priority={priority}
          className={`aspect-[5/4] w-full rounded-md ${outOfStockImage(chosen)}`}
        />
        {hasDiscount(chosen) ? (
          <span className="absolute top-0 left-0 rounded-tl-md rounded-br-md bg-blue-700 px-1 text-[10px] leading-4 font-bold text-white">
            {t('shops.off', {
              amount: f.money((chosen.originalPrice ?? 0) - chosen.price).replace(/\.00$/, ''),
            })}
          </span>
        ) : null}
      </div>
      <h3 className="mt-1 line-clamp-2 h-8 text-xs leading-4 font-medium text-stone-900">{chosen.name}</h3>
      <SizeChooser family={family} chosen={chosen} onChoose={choose} />
      <p className="mt-0.5 flex h-5 items-baseline gap-1 overflow-hidden">
        <span className="text-sm font-bold text-stone-900">{f.money(chosen.price)}</span>
        {/* The saving is on the picture; the original price is there for screen readers. */}
        {hasDiscount(chosen) ? (
          <s className="sr-only" data-testid="original-price">
            {t('shops.originalPrice', { price: f.money(chosen.originalPrice ?? 0) })}
          </s>
        ) : null}
      </p>
      <div className="mt-auto pt-1">
        <CartControl product={chosen} onAdd={onAdd} closedText={closedText} />
      </div>
    </article>
  );
}

/**
 * A card (or row) draws again only when its products, Add or the shop's closed text change, not on
 * every scroll step nor when a new page makes new family objects.
 */
export const sameCardProps = (a: ProductCardProps, b: ProductCardProps): boolean =>
  sameFamily(a.family, b.family) &&
  a.onAdd === b.onAdd &&
  a.closedText === b.closedText &&
  a.priority === b.priority;

export const ProductCard = memo(ProductCardView, sameCardProps);
