import { discountAmount } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useShopsT } from '../i18n';

/** "₹22 OFF" on a product's picture, from the domain's saving; nothing without a discount. */
export function DiscountBadge({ product }: { product: { price: number; originalPrice?: number | null } }) {
  const t = useShopsT();
  const f = useFormat();
  const saving = discountAmount(product);
  if (saving <= 0) return null;
  return (
    <span className="absolute top-0 left-0 rounded-tl-md rounded-br-md bg-blue-700 px-1 text-[10px] leading-4 font-bold text-white">
      {t('shops.off', { amount: f.shortMoney(saving) })}
    </span>
  );
}
