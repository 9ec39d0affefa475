import { useShop } from '../api/get-shop';
import { useShopsT } from '../i18n';
import { ShopCatalogue } from './shop-catalogue';
import { ShopHeader } from './shop-header';
import { ShopLoadError } from './shop-load-error';
import { ProductGridSkeleton } from './skeletons';

/** PRODUCT.md §2 Shop page: a compact header, then the paged catalogue; both are requested at once by the route. */
export function ShopPage({ shopId }: { shopId: string }) {
  const t = useShopsT();
  const shop = useShop(shopId);
  if (shop.isPending) {
    return (
      <div className="mx-auto min-h-dvh max-w-6xl px-4 py-4">
        <div className="mb-4 h-14 animate-pulse rounded-lg bg-stone-200" />
        <ProductGridSkeleton label={t('shops.loadingShop')} />
      </div>
    );
  }
  if (shop.isError) return <ShopLoadError error={shop.error} onRetry={() => void shop.refetch()} />;
  return (
    <>
      <ShopHeader shop={shop.data} />
      <ShopCatalogue shop={shop.data} />
    </>
  );
}
