import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatINR } from '../../../lib/format';
import { useShop } from '../api/get-shop';
import { useShopProducts } from '../api/get-shop-products';

export function ShopPage({ shopId }: { shopId: string }) {
  const shop = useShop(shopId);
  const products = useShopProducts(shopId);
  if (shop.isPending || products.isPending) return <LoadingState label="Loading shop..." />;
  if (shop.isError) return <ErrorState message={shop.error.message} />;
  if (products.isError) return <ErrorState message={products.error.message} />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold">{shop.data.name}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {products.data.products.slice(0, 50).map((p) => (
          <li key={p._id} className="rounded-lg border border-stone-200 bg-white p-3">
            <span className="font-medium">{p.name}</span> <span>{formatINR(p.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
