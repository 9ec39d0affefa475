import { useParams } from 'react-router';
import { ShopPage } from '../../features/shops/components/shop-page';

export function Component() {
  const { shopId = '' } = useParams();
  return <ShopPage shopId={shopId} />;
}
