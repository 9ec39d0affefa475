import { type OrderItem, type Product, replacementSearchText } from '@jhola/domain';
import {
  Dialog,
  EmptyState,
  ErrorState,
  LoadingState,
  TextField,
  useDebouncedValue,
  useFormat,
} from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { productImage, useShopProductSearch } from '../api/shop-products';
import { tWork, useWorkT } from '../i18n';
import { ProductThumb } from './product-thumb';

/**
 * "Best match": the shop's products searched on the server, starting from what the missing item is
 * ("Milk" for "Amul Taaza Toned Milk 1 L"). The missing item itself is left out; an out-of-stock product
 * is shown but cannot be chosen (the server would refuse it).
 */
export function ProductSearchDialog({
  shopId,
  item,
  open,
  onClose,
  onPick,
}: {
  shopId: string;
  item: OrderItem;
  open: boolean;
  onClose: () => void;
  onPick: (product: Product) => void;
}) {
  const t = useWorkT();
  return (
    <Dialog open={open} title={t('staffWork.replaceTitle', { name: item.name })} onClose={onClose}>
      <ProductSearch shopId={shopId} item={item} onPick={onPick} />
    </Dialog>
  );
}

/** Says so when the search found only the missing item itself (it is left out of the results). */
function emptyTitle(q: string, item: OrderItem, foundOnlyItself: boolean): string {
  if (foundOnlyItself) return tWork('staffWork.onlyItself', { name: item.name, q });
  return q ? tWork('staffWork.nothingMatches', { q }) : tWork('staffWork.noProducts');
}

function ProductSearch({
  shopId,
  item,
  onPick,
}: {
  shopId: string;
  item: OrderItem;
  onPick: (product: Product) => void;
}) {
  const t = useWorkT();
  const f = useFormat();
  const [text, setText] = useState(() => replacementSearchText(item.name));
  const q = useDebouncedValue(text.trim(), 300);
  const search = useShopProductSearch(shopId, q, item.productId ?? undefined);
  const products = (search.data?.products ?? []).filter((p) => p._id !== item.productId);
  const updating = search.isFetching && search.isPlaceholderData;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('staffWork.searchShop')}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {search.isPending ? (
        <LoadingState label={t('staffWork.searchingShop')} />
      ) : search.isError && !search.data ? (
        <ErrorState message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState title={emptyTitle(q, item, (search.data?.products.length ?? 0) > 0)}>
          <p>{t('staffWork.searchTip')}</p>
        </EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-stone-700">
            {updating
              ? t('staffWork.updating')
              : search.data && search.data.total > search.data.products.length
                ? t('staffWork.showingSome', { shown: search.data.products.length, total: search.data.total })
                : t('staffWork.foundCount', { count: products.length })}
          </p>
          <ul aria-label={t('staffWork.products')} className="flex flex-col gap-1">
            {products.map((product) => (
              <li key={product._id}>
                <button
                  type="button"
                  disabled={!product.inStock}
                  onClick={() => onPick(product)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-stone-300 bg-white p-2 text-left hover:bg-stone-50 disabled:border-dashed disabled:bg-stone-100"
                >
                  <ProductThumb src={productImage(product)} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words">{product.name}</span>
                    <span className="text-sm text-stone-700">
                      {product.inStock
                        ? t('staffWork.pricePer', { price: f.money(product.price), unit: product.unit })
                        : t('staffWork.outOfStock')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
