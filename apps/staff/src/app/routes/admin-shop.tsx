import { Link, useParams } from 'react-router';
import { ShopEditor } from '../../features/admin-catalogue/components/shop-editor';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  const { shopId = '' } = useParams();
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin/catalogue" className="font-semibold text-brand-800 underline">
        {t('staffApp.allShops')}
      </Link>
      <ShopEditor key={shopId} shopId={shopId} />
    </div>
  );
}
