import { useId } from 'react';

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
        <label htmlFor={`${id}-q`} className="sr-only">
          Search shops
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder="Search shops"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
        />
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
