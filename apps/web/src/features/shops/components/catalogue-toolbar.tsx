import { useId } from 'react';
import {
  CATALOGUE_SORT_KEYS,
  CATALOGUE_SORTS,
  type CatalogueSort,
  isCatalogueSort,
} from '../api/get-product-page';
import type { ProductLayout } from '../hooks/use-catalogue-params';
import { useShopsT } from '../i18n';

interface CatalogueToolbarProps {
  sort: CatalogueSort;
  onSort(value: CatalogueSort): void;
  layout: ProductLayout;
  onLayout(value: ProductLayout): void;
  onOpenMenu(): void;
}

const control = 'min-h-9 rounded-lg border border-stone-300 bg-white text-sm';

/** Sort, grid/list and View Menu on one line; the sort box takes what is left, so it is never cut off. */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const t = useShopsT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${id}-sort`} className="sr-only">
        {t('shops.sortBy')}
      </label>
      <select
        id={`${id}-sort`}
        value={props.sort}
        onChange={(e) => isCatalogueSort(e.target.value) && props.onSort(e.target.value)}
        className={`${control} w-0 min-w-0 flex-1 px-2 sm:w-auto sm:flex-none`}
      >
        {CATALOGUE_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(CATALOGUE_SORT_KEYS[s])}
          </option>
        ))}
      </select>
      <fieldset className="flex shrink-0 rounded-lg border border-stone-300 bg-white p-0.5">
        <legend className="sr-only">{t('shops.layout')}</legend>
        {(['grid', 'list'] as const).map((layout) => (
          <button
            key={layout}
            type="button"
            aria-pressed={props.layout === layout}
            onClick={() => props.onLayout(layout)}
            aria-label={layout === 'grid' ? t('shops.grid') : t('shops.list')}
            className={`grid min-h-8 w-9 place-items-center rounded-md ${
              props.layout === layout ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              {layout === 'grid' ? (
                <path d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" />
              ) : (
                <path d="M2 3h16v3H2zM2 8.5h16v3H2zM2 14h16v3H2z" />
              )}
            </svg>
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={props.onOpenMenu}
        aria-haspopup="dialog"
        className={`${control} shrink-0 border-brand-700 px-2.5 font-semibold text-brand-800 hover:bg-brand-50`}
      >
        {t('shops.viewMenu')}
      </button>
    </div>
  );
}
