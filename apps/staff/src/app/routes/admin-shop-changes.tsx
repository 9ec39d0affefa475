import { MerchantRulesForm } from '../../features/admin-shop-changes/components/merchant-rules-form';
import { ShopChangesList } from '../../features/admin-shop-changes/components/shop-changes-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.shopChanges')}</h1>
      <MerchantRulesForm />
      <ShopChangesList />
    </div>
  );
}
