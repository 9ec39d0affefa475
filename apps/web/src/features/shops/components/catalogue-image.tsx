/** Product picture, lazy, with its box reserved by the parent's size so nothing shifts when it loads. */
export function ProductImage({ src, name, className }: { src?: string; name: string; className: string }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={`grid place-items-center bg-brand-50 text-2xl font-bold text-brand-700 ${className}`}
      >
        {name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={240}
      height={180}
      loading="lazy"
      decoding="async"
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}

/**
 * An out-of-stock product is shown by a faded picture and its disabled button, never by fading the
 * whole card: faded text would fall below the contrast a reader needs.
 */
export const outOfStockImage = (product: { inStock: boolean }): string =>
  product.inStock === false ? 'opacity-50 grayscale' : '';
