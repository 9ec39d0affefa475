import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { useShopsT } from '../i18n';

interface ShopFiltersProps {
  search: string;
  onSearchChange(value: string): void;
  category: string;
  categories: string[];
  onCategoryChange(value: string): void;
  /** The category narrows the shop list; it is hidden while a search shows results instead. */
  showCategory: boolean;
}

/** One search for shops and products, and the shop-list category filter (debounced by the caller). */
export function ShopFilters(props: ShopFiltersProps) {
  const t = useShopsT();
  const id = useId();
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="min-w-0 flex-1">
        <SearchInput
          id={`${id}-q`}
          label={t('shops.searchShopsAndProducts')}
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      {props.showCategory ? (
        <div>
          <label htmlFor={`${id}-cat`} className="sr-only">
            {t('shops.category')}
          </label>
          <select
            id={`${id}-cat`}
            value={props.category}
            onChange={(e) => props.onCategoryChange(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 sm:w-56"
          >
            <option value="">{t('shops.allCategories')}</option>
            {props.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </search>
  );
}
