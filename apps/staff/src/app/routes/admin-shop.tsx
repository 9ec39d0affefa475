import { Link, useParams } from 'react-router';
import { ShopEditor } from '../../features/admin-catalogue/components/shop-editor';

export function Component() {
  const { shopId = '' } = useParams();
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin/catalogue" className="font-semibold text-brand-800 underline">
        All shops
      </Link>
      <ShopEditor key={shopId} shopId={shopId} />
    </div>
  );
}
