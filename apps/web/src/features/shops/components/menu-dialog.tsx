import { isOutOfStock, type Product } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useShopsT } from '../i18n';

interface MenuDialogProps {
  shopName: string;
  products: readonly Product[];
  onClose(): void;
  /** The customer chose an item: the page shows it (the dialog then closes). */
  onPick(product: Product): void;
  /** The whole list is still on its way (it is only fetched when the menu opens). */
  loading?: boolean;
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
type Entry = { kind: 'category'; name: string } | { kind: 'item'; product: Product };
const HEADER_HEIGHT = 40;
const ITEM_HEIGHT = 56;

function menuEntries(products: readonly Product[], other: string): Entry[] {
  const byCategory = new Map<string, Product[]>();
  for (const p of products) {
    const key = p.category || other;
    const list = byCategory.get(key);
    if (list) list.push(p);
    else byCategory.set(key, [p]);
  }
  const entries: Entry[] = [];
  for (const name of [...byCategory.keys()].sort(collator.compare)) {
    entries.push({ kind: 'category', name });
    const items = byCategory.get(name)!.sort((a, b) => collator.compare(a.name, b.name));
    for (const product of items) entries.push({ kind: 'item', product });
  }
  return entries;
}

/**
 * PRODUCT.md §2 View Menu: every item of the shop by category. A native modal dialog: the page behind is inert
 * (focus stays inside), Escape closes it, and focus returns to the button that opened it.
 * The list is virtual too, so a 5,000-item menu opens at once.
 */
export function MenuDialog({ shopName, products, onClose, onPick, loading = false }: MenuDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const t = useShopsT();
  const f = useFormat();
  const other = t('shops.menuOther');
  const entries = useMemo(() => menuEntries(products, other), [products, other]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (entries[i]?.kind === 'category' ? HEADER_HEIGHT : ITEM_HEIGHT),
    overscan: 8,
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus();
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard way to close; a click on the backdrop only adds the tap way
    <dialog
      ref={dialogRef}
      aria-labelledby="menu-title"
      onClose={onClose}
      onClick={(e) => e.target === dialogRef.current && close()}
      className="m-auto h-[85dvh] w-[min(36rem,calc(100vw-1.5rem))] max-w-none rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
          <h2 id="menu-title" className="text-lg font-semibold">
            {t('shops.menuTitle', { shop: shopName })}
          </h2>
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            {t('shops.close')}
          </button>
        </div>
        <p role="status" className="px-4 pt-2 text-xs text-stone-600">
          {loading ? t('shops.loadingMenu') : t('shops.menuCount', { count: products.length })}
        </p>
        <div ref={scrollRef} className="flex-1 overflow-y-auto px-2 pb-2">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const entry = entries[row.index]!;
              return (
                <div
                  key={row.key}
                  className="absolute inset-x-0 top-0"
                  style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                >
                  {entry.kind === 'category' ? (
                    <h3 className="flex h-full items-end px-2 pb-1 text-sm font-bold text-brand-800">
                      {entry.name}
                    </h3>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        onPick(entry.product);
                        close();
                      }}
                      className="flex h-full w-full items-center justify-between gap-3 rounded-lg px-2 text-left hover:bg-stone-100"
                    >
                      <span className="line-clamp-2 min-w-0 text-sm leading-5">{entry.product.name}</span>
                      <span className="shrink-0 text-right text-sm font-semibold">
                        {isOutOfStock(entry.product) ? (
                          <span className="font-normal text-stone-600">{t('shops.outOfStock')}</span>
                        ) : (
                          `${f.money(entry.product.price)}${entry.product.unit ? ` / ${entry.product.unit}` : ''}`
                        )}
                      </span>
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </dialog>
  );
}
