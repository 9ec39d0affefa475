import { ErrorState, LoadingState } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useShop } from '../api/shops';
import { useAdminCatalogueT } from '../i18n';
import { CatalogueCsv } from './catalogue-csv';
import { FeeRulesEditor } from './fee-rules-editor';
import { PhotoUpload } from './photo-upload';
import { ProductList } from './product-list';
import { ShopForm } from './shop-form';

export function ShopEditor({ shopId }: { shopId: string }) {
  const t = useAdminCatalogueT();
  const shop = useShop(shopId);
  if (shop.isPending) return <LoadingState label={t('staffAdminCatalogue.loadingShop')} />;
  if (shop.isError) return <ErrorState message={errorMessage(shop.error)} />;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <section aria-labelledby="shop-title" className="flex flex-col gap-3">
        <h1 id="shop-title" className="text-xl font-bold break-words">
          {shop.data.name}
        </h1>
        <PhotoUpload
          target={{ kind: 'shops', id: shopId }}
          image={shop.data.images[0]}
          name={shop.data.name}
        />
        <ShopForm key={shop.data.name} shop={shop.data} />
        <FeeRulesEditor shopId={shopId} />
      </section>
      <div className="flex flex-col gap-4">
        <CatalogueCsv shopId={shopId} shopName={shop.data.name} />
        <ProductList shopId={shopId} />
      </div>
    </div>
  );
}
