import type { OrderItem, Pick, PickReplacement, Product } from '@jhola/domain';
import { Button } from '@jhola/ui';
import { useState } from 'react';
import { formatINR } from '../../../lib/format';
import { productImage } from '../api/shop-products';
import { ProductSearchDialog } from './product-search-dialog';
import { ProductThumb } from './product-thumb';
import { QuantityStepper } from './quantity-stepper';

/**
 * PRODUCT.md §12, what follows "Not available", by the customer's preference: "This instead" is one tap
 * on the named product; "Best match" a search of the shop; either may end in "No replacement".
 * "Don't replace" offers nothing: the item is simply removed. The quantity starts at the ordered one.
 */
export function ReplacementChoice({
  shopId,
  item,
  pick,
  onChange,
}: {
  shopId: string;
  item: OrderItem;
  pick: Pick;
  onChange: (pick: Pick) => void;
}) {
  const [searching, setSearching] = useState(false);
  const { mode, product: named } = item.replacement;
  if (mode === 'none')
    return <p className="text-sm text-stone-800">The customer said don't replace: it will be removed.</p>;

  const choose = (replacement: PickReplacement | null) => onChange({ ...pick, replacement });
  const fromProduct = (p: Product): PickReplacement => ({
    productId: p._id,
    quantity: item.quantity,
    name: p.name,
    price: p.price,
    unit: p.unit,
    imageUrl: productImage(p),
  });
  const search = (
    <ProductSearchDialog
      shopId={shopId}
      item={item}
      open={searching}
      onClose={() => setSearching(false)}
      onPick={(p) => {
        setSearching(false);
        choose(fromProduct(p));
      }}
    />
  );
  const searchLabel = mode === 'specific' && named ? 'Search the shop' : 'Find a replacement';

  if (pick.replacement) {
    const r = pick.replacement;
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-brand-700 p-2">
        <p className="text-sm font-semibold text-brand-800">Bringing instead</p>
        <div className="flex items-center gap-2">
          <ProductThumb src={r.imageUrl} />
          <p className="min-w-0 flex-1">
            <span className="font-medium break-words">{r.name}</span>
            <span className="block text-sm text-stone-700">
              {formatINR(r.price)} / {r.unit}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            label={`quantity of ${r.name}`}
            value={r.quantity}
            onChange={(quantity) => choose({ ...r, quantity })}
          />
          <span className="font-semibold">{formatINR(r.price * r.quantity)}</span>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setSearching(true)}>
            Change
          </Button>
          <Button variant="secondary" onClick={() => choose(null)}>
            No replacement
          </Button>
        </div>
        {search}
      </div>
    );
  }

  if (pick.replacement === null)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-800">No replacement: it will be removed.</p>
        <Button variant="ghost" onClick={() => onChange({ ...pick, replacement: undefined })}>
          Undo
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-2">
      {mode === 'specific' && named ? (
        <button
          type="button"
          onClick={() =>
            choose({
              productId: named._id,
              quantity: item.quantity,
              name: named.name,
              price: named.price,
              unit: named.unit,
              imageUrl: named.imageUrl,
            })
          }
          className="flex min-h-14 items-center gap-3 rounded-lg bg-brand-700 p-2 text-left font-semibold text-white hover:bg-brand-800"
        >
          <ProductThumb src={named.imageUrl} />
          <span className="min-w-0 flex-1 break-words">Get {named.name}</span>
          <span>{formatINR(named.price)}</span>
        </button>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant={mode === 'specific' && named ? 'secondary' : 'primary'}
          onClick={() => setSearching(true)}
        >
          {searchLabel}
        </Button>
        <Button variant="secondary" onClick={() => choose(null)}>
          No replacement
        </Button>
      </div>
      {search}
    </div>
  );
}
