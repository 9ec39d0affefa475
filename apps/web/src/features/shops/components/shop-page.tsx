import { useShop } from '../api/get-shop';
import { useShopProducts } from '../api/get-shop-products';
import { PageLoading } from './page-loading';
import { ShopHero } from './shop-hero';
import { ShopLoadError } from './shop-load-error';
import { ShopProducts } from './shop-products';

/** §2 Shop page. The shop and its products are fetched in parallel; the hero shows as soon as the shop is in. */
export function ShopPage({ shopId }: { shopId: string }) {
  const shop = useShop(shopId);
  const products = useShopProducts(shopId);
  if (shop.isPending) return <PageLoading label="Loading shop..." />;
  if (shop.isError) return <ShopLoadError error={shop.error} onRetry={() => void shop.refetch()} />;
  return (
    <>
      <ShopHero shop={shop.data} />
      <ShopProducts shop={shop.data} products={products} />
    </>
  );
}
