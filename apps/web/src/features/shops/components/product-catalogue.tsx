import type { Product, Shop } from '@jhola/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useProductView } from '../hooks/use-product-view';
import { ProductResults } from './product-results';
import { ProductToolbar } from './product-toolbar';

// The menu overlay is only downloaded when a customer opens it.
const MenuDialog = lazy(() => import('./menu-dialog'));

/** Toolbar, result count, the virtual product list and the View Menu overlay. */
export function ProductCatalogue({ shop, products }: { shop: Shop; products: Product[] }) {
  const view = useProductView(products);
  const addToCart = useAddToCart(shop);
  const [menuOpen, setMenuOpen] = useState(false);
  const count = view.visible.length;

  return (
    <>
      <ProductToolbar
        search={view.search}
        onSearch={view.setSearch}
        category={view.category}
        categories={view.categories}
        onCategory={view.setCategory}
        sort={view.sort}
        onSort={view.setSort}
        layout={view.layout}
        onLayout={view.setLayout}
        onOpenMenu={() => setMenuOpen(true)}
      />
      <p role="status" className="my-3 text-sm text-stone-600">
        {count === products.length
          ? `${count.toLocaleString('en-IN')} products`
          : `Showing ${count.toLocaleString('en-IN')} of ${products.length.toLocaleString('en-IN')} products`}
      </p>
      <div className={view.stale ? 'opacity-80 transition-opacity' : undefined}>
        {count === 0 ? (
          <EmptyState title="No products match your search">
            <Button onClick={view.clearFilters}>Clear Filters</Button>
          </EmptyState>
        ) : (
          <ProductResults products={view.visible} layout={view.layout} onAdd={addToCart} />
        )}
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuDialog
            shopName={shop.name}
            products={products}
            onClose={() => setMenuOpen(false)}
            onPick={(product) => {
              view.setCategory('');
              view.setSearch(product.name);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
