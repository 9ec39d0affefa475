import { PRODUCT_DESCRIPTION_MAX, type Product, shownTags } from '@jhola/domain';
import { truncate } from '../../../lib/format';
import { AddToCartButton, InCartCount } from './add-to-cart-button';
import { outOfStockImage, ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductTags } from './product-tags';

/** List layout: one compact row per product, fixed height for the virtual list. */
export function ProductRow({ product, onAdd }: { product: Product; onAdd(product: Product): void }) {
  return (
    <article className="flex h-[148px] gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <ProductImage
        src={product.images[0]}
        name={product.name}
        className={`size-20 shrink-0 rounded-lg sm:size-24 ${outOfStockImage(product)}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="truncate text-sm font-semibold text-stone-900">{product.name}</h3>
        <p className="line-clamp-2 text-xs leading-4 text-stone-600">
          {truncate(product.description, PRODUCT_DESCRIPTION_MAX)}
        </p>
        <ProductTags tags={shownTags(product.tags)} />
        <div className="mt-auto flex items-end justify-between gap-2">
          <div className="min-w-0">
            <ProductPrice price={product.price} originalPrice={product.originalPrice} unit={product.unit} />
            <InCartCount productId={product._id} />
          </div>
          <AddToCartButton product={product} onAdd={onAdd} className="w-32 shrink-0" />
        </div>
      </div>
    </article>
  );
}
