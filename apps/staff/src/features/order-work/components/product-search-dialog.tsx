import { type OrderItem, type Product, replacementSearchText } from '@jhola/domain';
import { Dialog, EmptyState, ErrorState, LoadingState, TextField, useDebouncedValue } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatINR } from '../../../lib/format';
import { productImage, useShopProductSearch } from '../api/shop-products';
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
  return (
    <Dialog open={open} title={`Replace ${item.name}`} onClose={onClose}>
      <ProductSearch shopId={shopId} item={item} onPick={onPick} />
    </Dialog>
  );
}

/** Says so when the search found only the missing item itself (it is left out of the results). */
function emptyTitle(q: string, item: OrderItem, foundOnlyItself: boolean): string {
  if (foundOnlyItself) return `Only ${item.name} itself matches "${q}"`;
  return q ? `Nothing matches "${q}"` : 'No products in this shop';
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
  const [text, setText] = useState(() => replacementSearchText(item.name));
  const q = useDebouncedValue(text.trim(), 300);
  const search = useShopProductSearch(shopId, q);
  const products = (search.data?.products ?? []).filter((p) => p._id !== item.productId);
  const updating = search.isFetching && search.isPlaceholderData;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search the shop"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {search.isPending ? (
        <LoadingState label="Searching the shop..." />
      ) : search.isError && !search.data ? (
        <ErrorState message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
      ) : products.length === 0 ? (
        <EmptyState title={emptyTitle(q, item, (search.data?.products.length ?? 0) > 0)}>
          <p>Try one word for what it is: milk, rice, oil.</p>
        </EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-stone-700">
            {updating
              ? 'Updating...'
              : search.data && search.data.total > search.data.products.length
                ? `Showing ${search.data.products.length} of ${search.data.total}. Type more to narrow.`
                : `${products.length} found`}
          </p>
          <ul aria-label="Products" className="flex flex-col gap-1">
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
                      {product.inStock ? `${formatINR(product.price)} / ${product.unit}` : 'Out of stock'}
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
