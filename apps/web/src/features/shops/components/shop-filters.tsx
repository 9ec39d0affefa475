import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input';

interface ShopFiltersProps {
  search: string;
  onSearchChange(value: string): void;
  category: string;
  categories: string[];
  onCategoryChange(value: string): void;
}

/** Search box and category filter of the home page; the server answers both (debounced by the caller). */
export function ShopFilters({
  search,
  onSearchChange,
  category,
  categories,
  onCategoryChange,
}: ShopFiltersProps) {
  const id = useId();
  return (
    <search className="flex flex-col gap-3 sm:flex-row">
      <div className="flex-1">
        <SearchInput id={`${id}-q`} label="Search shops" value={search} onChange={onSearchChange} />
      </div>
      <div>
        <label htmlFor={`${id}-cat`} className="sr-only">
          Category
        </label>
        <select
          id={`${id}-cat`}
          value={category}
          onChange={(e) => onCategoryChange(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 sm:w-56"
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
