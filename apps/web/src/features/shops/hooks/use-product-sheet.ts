import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageSearchParams } from '../../../lib/use-page-search-params';
import { linkedProductFailure, useLinkedProduct } from '../api/get-linked-product';
import type { CatalogueProduct } from '../api/get-product-page';
import { groupFamilies, type ProductFamily } from '../lib/product-families';

const PARAM = 'product';

/**
 * The product sheet's place in the URL (?product=<id>): opening it is a new history entry, so the
 * phone's Back closes it and a shared link opens it; choosing another size of the family replaces the
 * entry. A product the loaded pages do not hold (a link to a product further down, or not sold here) is
 * asked for on its own once the first page is in (`loaded`); `missing` says why it cannot be shown.
 */
export function useProductSheet(shopId: string, families: readonly ProductFamily[], loaded: boolean) {
  const [params, setParams] = usePageSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = params.get(PARAM);
  const holds = (f: ProductFamily) => f.members.some((m) => m._id === id);
  const inPages = id ? families.find(holds) : undefined;
  const linked = useLinkedProduct(shopId, id, loaded && !inPages);
  const family = inPages ?? (id && linked.data ? groupFamilies(linked.data).find(holds) : undefined);
  const product = family?.members.find((m) => m._id === id);
  const missing = id && !inPages && linked.isError ? linkedProductFailure(linked.error) : null;

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
    missing,
    open,
    // The entry stays the sheet's (its state too, so Back still closes it).
    choose: (p: CatalogueProduct) => write(p._id, false, location.state),
    // Opened here: Back is the close (no entry left behind for Forward to reopen); from a link: removed.
    close: () => (opened ? navigate(-1) : write(null, false)),
  };
}
