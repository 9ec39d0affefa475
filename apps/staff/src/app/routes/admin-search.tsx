import { SearchQueryList } from '../../features/admin-search/components/search-query-list';
import { useAdminSearchT } from '../../features/admin-search/i18n';

export function Component() {
  const t = useAdminSearchT();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="search-title">
      <h1 id="search-title" className="text-xl font-bold">
        {t('staffAdminSearch.title')}
      </h1>
      <p className="text-sm text-stone-700">{t('staffAdminSearch.intro')}</p>
      <SearchQueryList />
    </section>
  );
}
