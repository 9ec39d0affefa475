import type { Product } from '@jhola/domain';
import { useDebouncedValue } from '@jhola/ui';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MIN_SEARCH_LETTERS, useReplacementSearch } from '../api/search-shop-products';
import { useReplacementsT } from '../i18n';
import { ProductChoice } from './product-choice';

interface ReplacementSearchProps {
  item: { _id: string; name: string; category?: string; price: number };
  shopId: string;
  shopName: string;
  onChoose(product: Product): void;
}

/**
 * "This instead", searched in place: the same shop's products in stock, never the item itself. Without
 * words it suggests the item's own category, so most customers tap once and are done.
 */
export function ReplacementSearch({ item, shopId, shopName, onChoose }: ReplacementSearchProps) {
  const t = useReplacementsT();
  const inputId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const category = item.category?.trim() ?? '';
  const search = useReplacementSearch({ shopId, q, category, like: item._id });
  const tooShort = q.length > 0 && q.length < MIN_SEARCH_LETTERS;
  const products = (search.data ?? []).filter((p) => p._id !== item._id && p.inStock !== false);

  let body: ReactNode;
  if (tooShort || (!search.isEnabled && q.length === 0)) {
    body = <p className="text-stone-700">{t('replacements.typeName')}</p>;
  } else if (search.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-stone-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
        />
        {t('replacements.searching', { shop: shopName })}
      </p>
    );
  } else if (search.isError) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
        <p>{t('replacements.searchFailed', { shop: shopName, message: search.error.message })}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void search.refetch()}>
          {t('replacements.tryAgain')}
        </Button>
      </div>
    );
  } else if (products.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed border-stone-300 p-3 text-stone-700">
        {q
          ? t('replacements.nothingMatches', { shop: shopName, q })
          : t('replacements.nothingInCategory', { category })}
      </p>
    );
  } else {
    body = (
      <ul
        aria-label={t('replacements.productsInstead', { name: item.name })}
        className="divide-y divide-stone-100"
      >
        {products.map((product) => (
          <li key={product._id}>
            <ProductChoice product={product} comparedTo={item.price} onChoose={() => onChoose(product)} />
          </li>
        ))}
      </ul>
    );
  }

  const found = search.isSuccess && !tooShort ? products.length : null;
  return (
    <div className="mt-2 space-y-2" aria-busy={search.isFetching || undefined}>
      <label htmlFor={inputId} className="block font-medium">
        {t('replacements.searchShop', { shop: shopName })}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('replacements.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2"
      />
      {q === '' && category && found !== null && found > 0 ? (
        <p className="text-stone-700">{t('replacements.inStockIn', { category })}</p>
      ) : null}
      {/* One short count for screen readers, not the whole list again. */}
      <p role="status" className="sr-only">
        {found === null ? '' : t('replacements.foundCount', { count: found })}
      </p>
      {body}
    </div>
  );
}
