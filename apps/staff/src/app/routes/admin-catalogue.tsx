import { ShopList } from '../../features/admin-catalogue/components/shop-list';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Catalogue</h1>
      <ShopList />
    </section>
  );
}
