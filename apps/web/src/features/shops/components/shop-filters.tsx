import { categoryLabel, type ShopCategory } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { useShopsT } from '../i18n';

interface ShopFiltersProps {
  search: string;
  onSearchChange(value: string): void;
  category: string;
  categories: Pick<ShopCategory, 'name' | 'nameHi'>[];
  onCategoryChange(value: string): void;
  /** The category narrows the shop list; it is hidden while a search shows results instead. */
  showCategory: boolean;
}

/** One search for shops and products, and the shop-list category filter (debounced by the caller). */
export function ShopFilters(props: ShopFiltersProps) {
  const t = useShopsT();
  const id = useId();
  return (
    <search className="flex flex-col gap-3">
      <div className="min-w-0 flex-1">
        <SearchInput
          id={`${id}-q`}
          label={t('shops.searchShopsAndProducts')}
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      {props.showCategory ? (
        <CategoryTiles
          label={t('shops.category')}
          allLabel={t('shops.allCategories')}
          value={props.category}
          categories={props.categories}
          onChange={props.onCategoryChange}
        />
      ) : null}
    </search>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'shop';

/**
 * Issue 31: the categories as a row of picture tiles (the illustrated /media images), one tap each,
 * scrolling sideways inside the row only; the chosen one is pressed.
 */
function CategoryTiles(props: {
  label: string;
  allLabel: string;
  value: string;
  categories: Pick<ShopCategory, 'name' | 'nameHi'>[];
  onChange(value: string): void;
}) {
  const language = useLanguageStore((s) => s.language);
  const tiles = [{ value: '', name: props.allLabel, image: '/media/shops/all-shops.svg' }].concat(
    props.categories.map((c) => ({
      value: c.name,
      name: categoryLabel(c, language),
      image: `/media/shops/${slug(c.name)}.svg`,
    })),
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset keeps its content's width and widened the page at 360 px instead of letting the row of tiles scroll
    <div role="group" aria-label={props.label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {tiles.map((tile) => (
          <li key={tile.value || 'all'} className="shrink-0">
            <button
              type="button"
              aria-pressed={props.value === tile.value}
              onClick={() => props.onChange(tile.value)}
              className="flex w-20 flex-col items-center gap-1 rounded-xl border border-stone-200 bg-white p-1 text-xs font-medium text-stone-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
            >
              <img
                src={tile.image}
                alt=""
                width={40}
                height={40}
                // Most tiles are past the screen's edge until the row is scrolled; those on screen come
                // a frame after the first paint, off the first screen's data and code on a slow network.
                loading="lazy"
                decoding="async"
                className="size-10 rounded-lg object-cover"
              />
              <span className="w-full truncate text-center leading-tight">{tile.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
