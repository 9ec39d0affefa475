import { useId } from 'react';
import type { CatalogueProduct } from '../api/get-product-page';
import { useShopsT } from '../i18n';
import type { ProductFamily } from '../lib/product-families';
import { sizeLabel } from '../lib/product-families';

interface SizeChooserProps {
  family: ProductFamily;
  chosen: CatalogueProduct;
  onChoose(product: CatalogueProduct): void;
}

/** The pack size of a family card (a plain line when the product comes in one size). */
export function SizeChooser({ family, chosen, onChoose }: SizeChooserProps) {
  const t = useShopsT();
  const id = useId();
  if (family.members.length < 2) {
    return <p className="h-6 truncate text-[11px] leading-6 text-stone-700">{sizeLabel(chosen)}</p>;
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('shops.packSizeOf', { name: chosen.name })}
      </label>
      <select
        id={id}
        value={chosen._id}
        onChange={(e) => {
          const next = family.members.find((p) => p._id === e.target.value);
          if (next) onChoose(next);
        }}
        className="h-6 w-full min-w-0 rounded border border-stone-300 bg-white px-1 text-[11px] text-stone-900"
      >
        {family.members.map((p) => (
          <option key={p._id} value={p._id}>
            {sizeLabel(p)}
            {p.inStock === false ? t('shops.sizeOutOfStock') : ''}
          </option>
        ))}
      </select>
    </>
  );
}
