import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageSearchParams } from '../../../lib/use-page-search-params';
import type { CatalogueProduct } from '../api/get-product-page';
import type { ProductFamily } from '../lib/product-families';

const PARAM = 'product';

/**
 * The product sheet's place in the URL (?product=<id>): opening it is a new history entry, so the
 * phone's Back closes it and a shared link opens it; choosing another size of the family replaces the
 * entry. The sheet shows once the product is among those loaded.
 */
export function useProductSheet(families: readonly ProductFamily[]) {
  const [params, setParams] = usePageSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = params.get(PARAM);
  const family = id ? families.find((f) => f.members.some((m) => m._id === id)) : undefined;
  const product = family?.members.find((m) => m._id === id);

  const write = useCallback(
    (productId: string | null, push: boolean, state: unknown = null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (productId) next.set(PARAM, productId);
          else next.delete(PARAM);
          return next;
        },
        { replace: !push, preventScrollReset: true, state: push ? { keepScroll: true, sheet: true } : state },
      ),
    [setParams],
  );
  const open = useCallback((p: CatalogueProduct) => write(p._id, true), [write]);
  const opened = Boolean((location.state as { sheet?: unknown } | null)?.sheet);
  return {
    family,
    product,
    open,
    // The entry stays the sheet's (its state too, so Back still closes it).
    choose: (p: CatalogueProduct) => write(p._id, false, location.state),
    // Opened here: Back is the close (no entry left behind for Forward to reopen); from a link: removed.
    close: () => (opened ? navigate(-1) : write(null, false)),
  };
}
