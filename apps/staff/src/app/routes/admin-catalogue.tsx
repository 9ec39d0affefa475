import { Link } from 'react-router';
import { ShopList } from '../../features/admin-catalogue/components/shop-list';
import { useAdminCatalogueT } from '../../features/admin-catalogue/i18n';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  const tCatalogue = useAdminCatalogueT();
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h1 className="text-xl font-bold">{t('staffApp.catalogueTitle')}</h1>
        <Link
          to="/admin/catalogue/categories"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {tCatalogue('staffAdminCatalogue.categoryNamesLink')}
        </Link>
      </div>
      <ShopList />
    </section>
  );
}
