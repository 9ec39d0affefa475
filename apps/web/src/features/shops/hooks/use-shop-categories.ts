import { useMemo } from 'react';
import { useShopCategoriesQuery } from '../api/get-shop-categories';

/**
 * The categories offered by the home filter (from the server), plus the one in the URL so a shared
 * link always shows its choice even before the list arrives or if the call fails.
 */
export function useShopCategories(selected: string): string[] {
  const { data } = useShopCategoriesQuery();
  return useMemo(() => {
    const names = (data ?? []).map((c) => c.name).filter(Boolean);
    if (selected && !names.includes(selected)) names.push(selected);
    return names.sort((a, b) => a.localeCompare(b, 'en-IN'));
  }, [data, selected]);
}
