import type { OrderItem, Pick, PickReplacement, Product, ReplacementProduct } from '@jhola/domain';
import { Button, useFormat } from '@jhola/ui';
import { useEffect, useRef, useState } from 'react';
import { productImage } from '../api/shop-products';
import { useWorkT } from '../i18n';
import { ProductSearchDialog } from './product-search-dialog';
import { ProductThumb } from './product-thumb';
import { QuantityStepper } from './quantity-stepper';

type Choose = (replacement: PickReplacement | null | undefined) => void;

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
  const t = useWorkT();
  const [searching, setSearching] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const decision = pick.replacement === undefined ? 'open' : (pick.replacement?.productId ?? 'none');
  const shown = useRef(decision);
  // The button just pressed (or the dialog's opener) is gone after a choice: keep the keyboard here.
  useEffect(() => {
    if (shown.current === decision) return;
    shown.current = decision;
    panel.current?.focus();
  }, [decision]);

  if (item.replacement.mode === 'none')
    return <p className="text-sm text-stone-800">{t('staffWork.customerSaidNoReplace')}</p>;
  const choose: Choose = (replacement) => onChange({ ...pick, replacement });
  const openSearch = () => setSearching(true);
  return (
    <div ref={panel} tabIndex={-1}>
      {pick.replacement ? (
        <ChosenReplacement replacement={pick.replacement} choose={choose} onChange={openSearch} />
      ) : pick.replacement === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-800">{t('staffWork.noReplacementRemoved')}</p>
          <Button variant="ghost" onClick={() => choose(undefined)}>
            {t('staffWork.undo')}
          </Button>
        </div>
      ) : (
        <ReplacementOffer item={item} choose={choose} onSearch={openSearch} />
      )}
      <ProductSearchDialog
        shopId={shopId}
        item={item}
        open={searching}
        onClose={() => setSearching(false)}
        onPick={(p) => {
          setSearching(false);
          choose(fromProduct(p, item.quantity));
        }}
      />
    </div>
  );
}

const fromProduct = (p: Product, quantity: number): PickReplacement => ({
  productId: p._id,
  quantity,
  name: p.name,
  price: p.price,
  unit: p.unit,
  imageUrl: productImage(p),
});

const fromNamed = (p: ReplacementProduct, quantity: number): PickReplacement => ({
  productId: p._id,
  quantity,
  name: p.name,
  price: p.price,
  unit: p.unit,
  imageUrl: p.imageUrl,
});

/** Not decided yet: the named product in one tap, a search, or none. */
function ReplacementOffer({
  item,
  choose,
  onSearch,
}: {
  item: OrderItem;
  choose: Choose;
  onSearch: () => void;
}) {
  const t = useWorkT();
  const f = useFormat();
  const named = item.replacement.mode === 'specific' ? item.replacement.product : null;
  return (
    <div className="flex flex-col gap-2">
      {named ? (
        <button
          type="button"
          onClick={() => choose(fromNamed(named, item.quantity))}
          className="flex min-h-14 items-center gap-3 rounded-lg bg-brand-700 p-2 text-left font-semibold text-white hover:bg-brand-800"
        >
          <ProductThumb src={named.imageUrl} />
          <span className="min-w-0 flex-1 break-words">{t('staffWork.getNamed', { name: named.name })}</span>
          <span>{f.money(named.price)}</span>
        </button>
      ) : null}
      <SearchOrNone
        label={named ? t('staffWork.searchShop') : t('staffWork.findReplacement')}
        primary={!named}
        onSearch={onSearch}
        choose={choose}
      />
    </div>
  );
}

/** The product being brought: its quantity, and a way to change it or drop it. */
function ChosenReplacement({
  replacement: r,
  choose,
  onChange,
}: {
  replacement: PickReplacement;
  choose: Choose;
  onChange: () => void;
}) {
  const t = useWorkT();
  const f = useFormat();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-700 p-2">
      <p className="text-sm font-semibold text-brand-800">{t('staffWork.bringingInstead')}</p>
      <div className="flex items-center gap-2">
        <ProductThumb src={r.imageUrl} />
        <p className="min-w-0 flex-1">
          <span className="font-medium break-words">{r.name}</span>
          <span className="block text-sm text-stone-700">
            {t('staffWork.pricePer', { price: f.money(r.price), unit: r.unit })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper
          label={t('staffWork.quantityOf', { name: r.name })}
          value={r.quantity}
          onChange={(quantity) => choose({ ...r, quantity })}
        />
        <span className="font-semibold">{f.money(r.price * r.quantity)}</span>
      </div>
      <SearchOrNone label={t('staffWork.change')} primary={false} onSearch={onChange} choose={choose} />
    </div>
  );
}

/** The two ways on from a missing item: look for a product, or bring none. */
function SearchOrNone({
  label,
  primary,
  onSearch,
  choose,
}: {
  label: string;
  primary: boolean;
  onSearch: () => void;
  choose: Choose;
}) {
  const t = useWorkT();
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant={primary ? 'primary' : 'secondary'} onClick={onSearch}>
        {label}
      </Button>
      <Button variant="secondary" onClick={() => choose(null)}>
        {t('staffWork.noReplacement')}
      </Button>
    </div>
  );
}
