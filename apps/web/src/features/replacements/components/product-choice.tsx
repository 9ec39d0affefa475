import type { Product } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { unitText } from '../../../lib/unit-text';
import { useReplacementsT } from '../i18n';

/** A product the customer may pick instead: picture, name, unit and price, and how the price compares. */
export function ProductChoice({
  product,
  comparedTo,
  onChoose,
}: {
  product: Product;
  comparedTo: number;
  onChoose(): void;
}) {
  const t = useReplacementsT();
  const f = useFormat();
  const difference = Math.round((product.price - comparedTo) * 100) / 100;
  const compare =
    difference === 0
      ? t('replacements.samePrice')
      : difference > 0
        ? t('replacements.more', { amount: f.money(difference) })
        : t('replacements.less', { amount: f.money(-difference) });
  const image = product.images?.[0];
  return (
    <button
      type="button"
      onClick={onChoose}
      className="flex min-h-14 w-full items-center gap-3 rounded-lg px-1 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
          className="size-11 shrink-0 rounded-md bg-stone-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-11 shrink-0 rounded-md bg-stone-100" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-words">{product.name}</span>
        <span className="block text-sm text-stone-700">
          {f.money(product.price)}
          {product.unit ? ` / ${unitText(product.unit)}` : ''} · {compare}
        </span>
      </span>
      <span className="shrink-0 rounded-md border border-brand-700 px-2 py-1 text-sm font-semibold text-brand-800">
        {t('replacements.choose')}
      </span>
    </button>
  );
}
