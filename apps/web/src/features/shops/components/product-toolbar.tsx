import { isProductSort, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@jhola/domain';
import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import type { ProductLayout } from '../hooks/use-product-view';

interface ProductToolbarProps {
  search: string;
  onSearch(value: string): void;
  category: string;
  categories: string[];
  onCategory(value: string): void;
  sort: ProductSort;
  onSort(value: ProductSort): void;
  layout: ProductLayout;
  onLayout(value: ProductLayout): void;
  onOpenMenu(): void;
}

const field = 'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2';

/** Search, category, sort, grid/list and View Menu for the shop's products. */
export function ProductToolbar(props: ProductToolbarProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-center">
      <search className="col-span-2 sm:col-span-1">
        <SearchInput id={`${id}-q`} label="Search products" value={props.search} onChange={props.onSearch} />
      </search>
      <div>
        <label htmlFor={`${id}-cat`} className="sr-only">
          Category
        </label>
        <select
          id={`${id}-cat`}
          value={props.category}
          onChange={(e) => props.onCategory(e.target.value)}
          className={field}
        >
          <option value="">All categories</option>
          {props.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="sr-only">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={props.sort}
          onChange={(e) => isProductSort(e.target.value) && props.onSort(e.target.value)}
          className={field}
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {PRODUCT_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex rounded-lg border border-stone-300 bg-white p-0.5">
        <legend className="sr-only">Layout</legend>
        {(['grid', 'list'] as const).map((layout) => (
          <button
            key={layout}
            type="button"
            aria-pressed={props.layout === layout}
            onClick={() => props.onLayout(layout)}
            className={`min-h-10 flex-1 rounded-md px-3 text-sm font-medium ${
              props.layout === layout ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            {layout === 'grid' ? 'Grid' : 'List'}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={props.onOpenMenu}
        aria-haspopup="dialog"
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        View Menu
      </button>
    </div>
  );
}
