import { categoryLabel } from '@jhola/domain';
import { useFormat, useLanguageStore } from '@jhola/ui';
import type { CategoryCount } from '../api/get-product-categories';
import { useShopsT } from '../i18n';

interface CategoryRailProps {
  categories: CategoryCount[];
  total: number | null;
  selected: string;
  onSelect(category: string): void;
  /** A row of chips that scrolls sideways (phone), or a column (desktop sidebar). */
  direction: 'row' | 'column';
}

/** The shop's categories, always within reach: chips on a phone, a sidebar on a desktop. */
export function CategoryRail({ categories, total, selected, onSelect, direction }: CategoryRailProps) {
  const t = useShopsT();
  const f = useFormat();
  const language = useLanguageStore((s) => s.language);
  const entries: CategoryCount[] = [{ name: '', count: total ?? -1 }, ...categories];
  const row = direction === 'row';
  return (
    <nav aria-label={t('shops.categories')}>
      <ul
        className={
          row ? '-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-2 [scrollbar-width:none]' : 'flex flex-col gap-1'
        }
      >
        {entries.map((entry) => {
          const { name, count } = entry;
          const active = selected === name;
          return (
            <li key={name || 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(name)}
                className={
                  row
                    ? `min-h-8 rounded-full border px-3 text-sm whitespace-nowrap ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800'}`
                    : `flex min-h-10 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm ${active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-stone-100'}`
                }
              >
                <span>{name ? categoryLabel(entry, language) : t('shops.allCategory')}</span>
                {count >= 0 && !row ? <span className="text-xs opacity-80">{f.number(count)}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
