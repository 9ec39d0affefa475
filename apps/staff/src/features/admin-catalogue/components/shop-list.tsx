import { ErrorState, LoadingState } from '@jhola/ui';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatINR } from '../../../lib/format';
import { useShops } from '../api/shops';

export function ShopList() {
  const shops = useShops();
  if (shops.isPending) return <LoadingState label="Loading shops..." />;
  if (shops.isError)
    return <ErrorState message={errorMessage(shops.error)} onRetry={() => void shops.refetch()} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {shops.data.map((shop) => (
        <li key={shop._id}>
          <Link
            to={`/admin/catalogue/${shop._id}`}
            className="flex min-h-11 flex-col rounded-xl bg-white p-3 shadow-sm hover:bg-stone-50"
          >
            <span className="font-semibold break-words">{shop.name}</span>
            <span className="text-sm text-stone-700">
              {shop.statusText} · {shop.productCount} products · fee {formatINR(shop.deliveryFee)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
