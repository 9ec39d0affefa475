import { ShopList } from '../../features/admin-catalogue/components/shop-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.catalogueTitle')}</h1>
      <ShopList />
    </section>
  );
}
