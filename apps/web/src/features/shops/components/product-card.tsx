import type { Product } from '@jhola/domain';
import { memo } from 'react';
import type { CatalogueProduct } from '../api/get-product-page';
import { useFamilyChoice } from '../hooks/use-family-choice';
import { useShopsT } from '../i18n';
import { type ProductFamily, sameFamily } from '../lib/product-families';
import { CartControl } from './cart-control';
import { CatalogueImage, outOfStockImage } from './catalogue-image';
import { DiscountBadge } from './discount-badge';
import { ProductPrice } from './product-price';
import { SizeChooser } from './size-chooser';

export interface ProductCardProps {
  family: ProductFamily;
  onAdd(product: Product): void;
  /** Opens the product's sheet (its whole name, description and every size); absent: no sheet. */
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  closedText: string | null;
  /** The card is in the first screen (its picture is loaded first). */
  priority?: boolean;
}

/**
 * The product's name, a heading named by the product alone (issue 47), with the control that opens its
 * sheet laid over it (the name is cut to two lines). The control is the heading's sibling, not inside it:
 * a button's label inside a heading would become the heading's name ("Details of …").
 */
export function ProductName({
  product,
  onOpen,
  className,
  buttonClassName = '',
}: {
  product: CatalogueProduct;
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  className: string;
  /** What the control covers besides the name (the card's picture above it). */
  buttonClassName?: string;
}) {
  const t = useShopsT();
  if (!onOpen) return <h3 className={className}>{product.name}</h3>;
  return (
    <div className="relative min-w-0 [&:has(>button:hover)>h3]:underline">
      <h3 className={className}>{product.name}</h3>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('shops.detailsOf', { name: product.name })}
        onClick={() => onOpen(product)}
        className={`absolute inset-0 rounded-sm ${buttonClassName}`}
      />
    </div>
  );
}

/**
 * Grid card, dense enough for three in a row on a 360 px phone: picture, two lines of name, size,
 * price with the MRP struck under it, and Add / stepper. Every block has a fixed height so all cards in
 * a row line up, and two rows fit the first 360×740 screen under the shop's header (issue 12: six cards;
 * hence the 4:3 picture, which trims only the edges of a 5:4 packshot, and the tight gaps). The name
 * (and the picture, which its button covers) opens the product's sheet.
 */
function ProductCardView({ family, onAdd, onOpen, closedText, priority }: ProductCardProps) {
  const { chosen, choose } = useFamilyChoice(family);
  return (
    <article
      aria-label={chosen.name}
      className="relative flex h-full flex-col rounded-lg border border-stone-200 bg-white px-1.5 py-1"
    >
      <div className="relative">
        <CatalogueImage
          src={chosen.images[0]}
          name={chosen.name}
          priority={priority}
          className={`aspect-[4/3] w-full rounded-md ${outOfStockImage(chosen)}`}
        />
        <DiscountBadge product={chosen} />
      </div>
      <ProductName
        product={chosen}
        onOpen={onOpen}
        className="mt-0.5 line-clamp-2 h-8 text-xs leading-4 font-medium text-stone-900"
        // The name's control also covers the picture above it (one control, one tab stop).
        buttonClassName="after:absolute after:inset-x-0 after:bottom-full after:aspect-[4/3] after:content-['']"
      />
      <SizeChooser family={family} chosen={chosen} onChoose={choose} />
      <ProductPrice product={chosen} variant="card" />
      <div className="mt-auto pt-0.5">
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
  a.onOpen === b.onOpen &&
  a.closedText === b.closedText &&
  a.priority === b.priority;

export const ProductCard = memo(ProductCardView, sameCardProps);
