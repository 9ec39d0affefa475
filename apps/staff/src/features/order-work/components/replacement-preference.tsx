import type { OrderItem } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useWorkT } from '../i18n';
import { ProductThumb } from './product-thumb';

/**
 * PRODUCT.md §12: what the customer wants if the item is not on the shelf, read before the shopper
 * looks for it. "This instead" shows the named product with its picture, so it can be spotted on the shelf.
 */
export function ReplacementPreference({ item }: { item: OrderItem }) {
  const t = useWorkT();
  const f = useFormat();
  const { mode, product } = item.replacement;
  if (mode === 'specific' && product)
    return (
      <div className="flex items-center gap-2 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-2 text-sm">
        <ProductThumb src={product.imageUrl} size="sm" />
        <p className="min-w-0 text-stone-900">
          <span className="font-semibold text-brand-800">{t('staffWork.getInstead')}</span>
          <span className="break-words">{product.name}</span> · {f.money(product.price)}
        </p>
      </div>
    );
  const none = mode === 'none';
  return (
    <p
      className={`rounded-lg border-l-4 p-2 text-sm text-stone-900 ${
        none ? 'border-red-700 bg-red-50' : 'border-stone-400 bg-stone-50'
      }`}
    >
      {t('staffWork.ifNotAvailable')}{' '}
      <span className="font-semibold">{none ? t('staffWork.dontReplace') : t('staffWork.bestMatch')}</span>
      {mode === 'specific' ? ` ${t('staffWork.choiceNoLongerSold')}` : null}
    </p>
  );
}
