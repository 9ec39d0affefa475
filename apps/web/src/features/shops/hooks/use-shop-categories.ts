import type { ShopCategory } from '@jhola/domain';
import { useMemo } from 'react';
import { useShopCategoriesQuery } from '../api/get-shop-categories';

/**
 * The categories offered by the home filter (from the server), plus the one in the URL so a shared
 * link always shows its choice even before the list arrives or if the call fails.
 */
export function useShopCategories(selected: string): Pick<ShopCategory, 'name' | 'nameHi'>[] {
  const { data } = useShopCategoriesQuery();
  return useMemo(() => {
    const categories: Pick<ShopCategory, 'name' | 'nameHi'>[] = (data ?? []).filter((c) => c.name);
    if (selected && !categories.some((c) => c.name === selected)) categories.push({ name: selected });
    return categories.sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  }, [data, selected]);
}
