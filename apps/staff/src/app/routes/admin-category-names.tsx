import { Link } from 'react-router';
import { CategoryNames } from '../../features/admin-catalogue/components/category-names';
import { useAdminCatalogueT } from '../../features/admin-catalogue/i18n';

export function Component() {
  const t = useAdminCatalogueT();
  return (
    <section className="flex flex-col gap-3">
      <Link to="/admin/catalogue" className="font-semibold text-brand-800 underline">
        {t('staffAdminCatalogue.backToCatalogue')}
      </Link>
      <h1 className="text-xl font-bold">{t('staffAdminCatalogue.categoryNamesTitle')}</h1>
      <p className="text-sm text-stone-700">{t('staffAdminCatalogue.categoryNamesIntro')}</p>
      <CategoryNames />
    </section>
  );
}
