interface CatalogueImageProps {
  src?: string;
  /** Its first letter stands in when there is no picture. */
  name: string;
  /** Size and shape, for the picture and its stand-in alike: the box is reserved so nothing shifts. */
  className: string;
  width?: number;
  height?: number;
  /** The first shops of the home page: fetched at once, ahead of the rest. */
  priority?: boolean;
}

/** A shop's or a product's picture, lazy unless it is a priority, with its box reserved by the caller's size. */
export function CatalogueImage({
  src,
  name,
  className,
  width = 240,
  height = 180,
  priority = false,
}: CatalogueImageProps) {
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
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
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
