import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useShops } from '../api/get-shops';

export function ShopList() {
  const shops = useShops({});
  if (shops.isPending) return <LoadingState label="Loading shops..." />;
  if (shops.isError) return <ErrorState message={shops.error.message} />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">Shops near you</h1>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shops.data.shops.map((shop) => (
          <li key={shop._id} className="rounded-xl border border-stone-200 bg-white p-4">
            <Link to={`/shop/${shop._id}`} className="text-lg font-semibold text-brand-800 hover:underline">
              {shop.name}
            </Link>
            <p className="text-sm text-stone-600">{shop.category}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
