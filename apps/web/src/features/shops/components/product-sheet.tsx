import type { Product } from '@jhola/domain';
import { Dialog } from '@jhola/ui';
import type { CatalogueProduct } from '../api/get-product-page';
import { useShopsT } from '../i18n';
import { type ProductFamily, sizeLabel } from '../lib/product-families';
import { CartControl } from './cart-control';
import { CatalogueImage, outOfStockImage } from './catalogue-image';
import { DiscountBadge } from './discount-badge';
import { ProductPrice } from './product-price';

export interface ProductSheetProps {
  family: ProductFamily;
  product: CatalogueProduct;
  onChoose(product: CatalogueProduct): void;
  onClose(): void;
  onAdd(product: Product): void;
  closedText: string | null;
}

/**
 * A product in full (issue 47: the card cuts its name to two lines): the whole name, its picture, size,
 * price with the MRP struck, every size of its family with its price, Add / stepper and the description.
 * A bottom sheet on a phone, a dialog on a wide screen; Escape, the close button and Back close it.
 */
export default function ProductSheet({
  family,
  product,
  onChoose,
  onClose,
  onAdd,
  closedText,
}: ProductSheetProps) {
  const t = useShopsT();
  return (
    <Dialog open title={product.name} onClose={onClose} size="sheet">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="relative mx-auto w-full max-w-[15rem] shrink-0">
          <CatalogueImage
            src={product.images[0]}
            name={product.name}
            width={320}
            height={256}
            priority
            className={`aspect-[5/4] w-full rounded-lg ${outOfStockImage(product)}`}
          />
          <DiscountBadge product={product} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-stone-700">{sizeLabel(product)}</p>
          <ProductPrice product={product} variant="sheet" />
          {family.members.length > 1 ? (
            // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form section (fieldset)
            <div role="group" aria-label={t('shops.sheetSizes')} className="flex flex-wrap gap-2">
              {family.members.map((p) => (
                <button
                  key={p._id}
                  type="button"
                  aria-pressed={p._id === product._id}
                  onClick={() => onChoose(p)}
                  className={`flex min-w-20 flex-col items-start rounded-md border px-2 py-1 text-left text-xs ${
                    p._id === product._id
                      ? 'border-brand-700 bg-brand-50 text-stone-900'
                      : 'border-stone-300 bg-white text-stone-800'
                  }`}
                >
                  <span className="font-semibold">{sizeLabel(p)}</span>
                  <ProductPrice product={p} variant="row" />
                  {p.inStock === false ? <span>{t('shops.outOfStock')}</span> : null}
                </button>
              ))}
            </div>
          ) : null}
          <div className="max-w-[12rem]">
            <CartControl product={product} onAdd={onAdd} closedText={closedText} />
          </div>
        </div>
      </div>
      {product.description ? (
        <section className="mt-4 border-t border-stone-200 pt-3">
          <h3 className="text-sm font-semibold text-stone-900">{t('shops.sheetAbout')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{product.description}</p>
        </section>
      ) : null}
    </Dialog>
  );
}
