import { hasDiscount } from '@jhola/domain';
import { formatINR } from '../../../lib/format';

interface ProductPriceProps {
  price: number;
  originalPrice?: number | null;
  unit?: string;
}

/** Price per unit; the original price is struck through only when it is above the price. */
export function ProductPrice({ price, originalPrice, unit }: ProductPriceProps) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
      <span className="text-base font-bold text-stone-900">{formatINR(price)}</span>
      {unit ? <span className="text-xs text-stone-600">/ {unit}</span> : null}
      {hasDiscount({ price, originalPrice }) ? (
        <s className="text-xs text-stone-500" data-testid="original-price">
          <span className="sr-only">Original price </span>
          {formatINR(originalPrice ?? 0)}
        </s>
      ) : null}
    </p>
  );
}
