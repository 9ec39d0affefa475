import type { Product } from '@jhola/domain';
import { useShopProducts } from '../api/get-shop-products';
import { MenuDialog } from './menu-dialog';

interface Props {
  shopId: string;
  shopName: string;
  onClose(): void;
  onPick(product: Product): void;
}

/**
 * PRODUCT.md §2 View Menu lists every item, so it is the one place that asks for the whole catalogue (the PRODUCT.md §7
 * full-list call, revalidated with its ETag), and only when the customer opens it.
 */
export default function MenuWithProducts({ shopId, shopName, onClose, onPick }: Props) {
  const products = useShopProducts(shopId);
  return (
    <MenuDialog
      shopName={shopName}
      products={products.data ?? []}
      loading={products.isPending}
      onClose={onClose}
      onPick={onPick}
    />
  );
}
