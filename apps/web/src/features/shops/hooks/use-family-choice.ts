import { useState } from 'react';
import { useCartStore } from '../../../lib/cart-store';
import type { CatalogueProduct } from '../api/get-product-page';
import { defaultMember, type ProductFamily } from '../lib/product-families';

/** The size a family card shows: the one chosen, else a size already in the cart, else the first in stock. */
export function useFamilyChoice(family: ProductFamily) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const inCartId = useCartStore((s) => family.members.find((m) => s.items.some((i) => i._id === m._id))?._id);
  const chosen = family.members.find((p) => p._id === (chosenId ?? inCartId)) ?? defaultMember(family);
  return { chosen, choose: (p: CatalogueProduct) => setChosenId(p._id) };
}
