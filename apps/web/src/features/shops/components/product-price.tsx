import { hasDiscount } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useShopsT } from '../i18n';

interface ProductPriceProps {
  product: { price: number; originalPrice?: number | null };
  /** `card`: the MRP on its own line under the price (a 105 px card has no room beside it); `row`/`sheet`: beside. */
  variant: 'card' | 'row' | 'sheet';
}

const PRICE = { card: 'text-sm leading-4', row: 'text-base', sheet: 'text-xl' } as const;
const MRP = { card: 'text-[11px] leading-[14px]', row: 'text-xs', sheet: 'text-sm' } as const;

/**
 * The price, and beside it the MRP struck through when there is a discount (issue 47: "₹22 OFF" alone
 * hid what it was off). A card keeps the MRP's line even without one, so every card in a row lines up.
 */
export function ProductPrice({ product, variant }: ProductPriceProps) {
  const t = useShopsT();
  const f = useFormat();
  const mrp = hasDiscount(product) ? (
    <s className={`text-stone-600 ${MRP[variant]}`} data-testid="original-price">
      <span className="sr-only">{t('shops.originalPriceBefore')}</span>
      {f.money(product.originalPrice ?? 0)}
    </s>
  ) : null;
  const price = (
    <span className={`font-bold text-stone-900 ${PRICE[variant]}`}>{f.money(product.price)}</span>
  );
  if (variant === 'card') {
    return (
      <div className="mt-0.5 flex h-[30px] flex-col justify-start overflow-hidden">
        {price}
        {mrp}
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      {price}
      {mrp}
    </p>
  );
}
