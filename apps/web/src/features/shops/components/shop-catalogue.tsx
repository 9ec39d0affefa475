import type { Product, Shop } from '@jhola/domain';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { AskShopper } from '../../../components/ask-shopper/ask-shopper';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { useProductCategories } from '../api/get-product-categories';
import { useProductPages } from '../api/get-product-page';
import { reportAddedFromSearch } from '../api/search-added';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
import { useProductSheet } from '../hooks/use-product-sheet';
import { useShopsT } from '../i18n';
import { closedProductText } from '../lib/closed-text';
import { groupFamilies } from '../lib/product-families';
import { CatalogueResults } from './catalogue-results';
import { CatalogueToolbar } from './catalogue-toolbar';
import { CategoryRail } from './category-rail';

// The menu overlay (and the whole-catalogue call it makes) is only downloaded when a customer opens it.
const MenuWithProducts = lazy(() => import('./menu-with-products'));
// The product sheet too: the first screen draws none.
const ProductSheet = lazy(() => import('./product-sheet'));
const MissingProduct = lazy(() => import('./missing-product'));

/**
 * The products of the shop page (issues 12 and 16.2): categories and the first page from the server,
 * more pages as the customer scrolls, search / category / sort answered by the server, so a
 * 50,000-product shop opens as fast as a small one. Search and categories stay in reach while scrolling.
 */
export function ShopCatalogue({ shop }: { shop: Shop }) {
  const t = useShopsT();
  const params = useCatalogueParams();
  const categories = useProductCategories(shop._id);
  const pages = useProductPages(shop._id, params.query);
  const cart = useAddToCart(shop);
  const searched = params.query.q;
  // An add from a search's answer is counted for the operator's Search page (no identity is sent).
  const add = useCallback(
    (product: Product) => {
      cart.add(product);
      if (searched) reportAddedFromSearch(searched, shop._id, product._id);
    },
    [cart.add, searched, shop._id],
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const searchId = useId();

  const products = useMemo(() => pages.data?.pages.flatMap((p) => p.products) ?? [], [pages.data]);
  const families = useMemo(() => groupFamilies(products), [products]);
  const sheet = useProductSheet(shop._id, families, pages.isSuccess && !pages.isPlaceholderData);
  const closedText = closedProductText(shop);
  const total = pages.data?.pages[0]?.total ?? null;
  const allCount = categories.data?.reduce((sum, c) => sum + c.count, 0) ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const rail = (direction: 'row' | 'column') => (
    <CategoryRail
      categories={categories.data ?? []}
      total={allCount}
      selected={params.query.category}
      onSelect={(c) => {
        params.setCategory(c);
        // A new category starts at its first product, not wherever the last one was scrolled to.
        document.getElementById('products-heading')?.scrollIntoView?.({ block: 'nearest' });
      }}
      direction={direction}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
      <aside className="hidden lg:block">
        <div className="sticky top-[calc(var(--app-header-h,61px)+1rem)] py-4">{rail('column')}</div>
      </aside>
      <section aria-labelledby="products-heading" className="min-w-0">
        <h2 id="products-heading" className="sr-only">
          {t('shops.products')}
        </h2>
        <div className="sticky top-[var(--app-header-h,61px)] z-20 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 pt-2 backdrop-blur lg:mx-0 lg:border-0 lg:px-0">
          <search className="mb-1.5 block">
            <SearchInput
              id={searchId}
              label={t('shops.searchProducts')}
              value={params.searchInput}
              onChange={params.setSearchInput}
            />
          </search>
          <div className="lg:hidden">{rail('row')}</div>
        </div>
        <div className="py-1">
          <CatalogueToolbar
            sort={params.query.sort}
            onSort={params.setSort}
            layout={params.layout}
            onLayout={params.setLayout}
            onOpenMenu={() => setMenuOpen(true)}
          />
        </div>
        <CatalogueResults
          pages={pages}
          families={families}
          total={total}
          layout={params.layout}
          onAdd={add}
          onOpen={sheet.open}
          closedText={closedText}
          onNearEnd={onNearEnd}
          onClear={params.clear}
          busy={params.typing || pages.isPlaceholderData}
          filtered={Boolean(params.query.q || params.query.category)}
          didYouMean={params.typing ? null : pages.data?.pages[0]?.didYouMean}
          onSearch={params.setSearchInput}
        />
        <div className="mt-4 mb-6">
          <AskShopper shop={shop} />
        </div>
      </section>
      {sheet.family && sheet.product ? (
        <Suspense fallback={null}>
          <ProductSheet
            family={sheet.family}
            product={sheet.product}
            onChoose={sheet.choose}
            onClose={sheet.close}
            onAdd={add}
            closedText={closedText}
          />
        </Suspense>
      ) : sheet.missing ? (
        <Suspense fallback={null}>
          <MissingProduct reason={sheet.missing} onClose={sheet.close} />
        </Suspense>
      ) : null}
      {cart.pending ? (
        <ConfirmDialog
          title={t('shops.replaceCartTitle')}
          message={t('shops.replaceCartMessage', { shop: cart.pending.cartShopName })}
          confirmLabel={t('shops.replace')}
          cancelLabel={t('shops.cancel')}
          onConfirm={cart.replace}
          onCancel={cart.cancel}
        />
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuWithProducts
            shopId={shop._id}
            shopName={shop.name}
            onClose={() => setMenuOpen(false)}
            onPick={(product) => {
              params.setCategory('');
              params.setSearchInput(product.name);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
