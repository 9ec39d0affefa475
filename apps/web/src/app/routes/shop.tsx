import { useParams } from 'react-router';
import { DeliveryBar } from '../../features/location/components/delivery-bar';
import { ShopPage } from '../../features/shops/components/shop-page';

export function Component() {
  const { shopId = '' } = useParams();
  return (
    <>
      <DeliveryBar />
      <ShopPage shopId={shopId} />
    </>
  );
}
