import { MyShopScreen } from '../../features/my-shop/components/my-shop-screen';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('staffApp.myShop')}</h1>
      <MyShopScreen />
    </div>
  );
}
