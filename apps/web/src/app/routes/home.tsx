import { ShopList } from '../../features/shops/components/shop-list';

export function Component() {
  return <ShopList />;
}
