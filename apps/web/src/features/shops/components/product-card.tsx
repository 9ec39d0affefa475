import { PRODUCT_DESCRIPTION_MAX, type Product, shownTags } from '@jhola/domain';
import { truncate } from '../../../lib/format';
import { AddToCartButton, InCartCount } from './add-to-cart-button';
import { outOfStockImage, ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductTags } from './product-tags';

/**
 * Grid card. Every text block has a fixed height (clamped lines) so all cards in a row are the same size
 * and the virtual list can place rows without measuring surprises.
 */
export function ProductCard({ product, onAdd }: { product: Product; onAdd(product: Product): void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <ProductImage
        src={product.images[0]}
        name={product.name}
        className={`aspect-[3/2] w-full ${outOfStockImage(product)}`}
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-3 h-[60px] text-sm font-semibold leading-5 text-stone-900">
          {product.name}
        </h3>
        <p className="line-clamp-2 h-8 text-xs leading-4 text-stone-600">
          {truncate(product.description, PRODUCT_DESCRIPTION_MAX)}
        </p>
        <ProductTags tags={shownTags(product.tags)} />
        <div className="mt-auto flex h-14 flex-col overflow-hidden">
          <ProductPrice price={product.price} originalPrice={product.originalPrice} unit={product.unit} />
          <InCartCount productId={product._id} />
        </div>
        <AddToCartButton product={product} onAdd={onAdd} className="w-full" />
      </div>
    </article>
  );
}
