import { DEFAULT_MODES, REPLACEMENT_MODE_LABELS } from '@jhola/domain';
import { ChoiceRadio } from '../../../components/ui/choice-radio';
import { useCartItems, useCartStore, useReplacementDefault } from '../../../lib/cart-store';
import { useDomainT } from '../../../lib/domain-text';
import { REPLACEMENT_HELP } from '../../../lib/replacement-text';
import { useReplacementsT } from '../i18n';
import { ReplacementControl } from './replacement-control';

/**
 * PRODUCT.md §12 at checkout: the order's default for items without their own choice, then every item
 * with its choice, changeable in place. Nothing here is hidden behind another screen.
 */
export function CheckoutReplacements({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = useReplacementsT();
  const tDomain = useDomainT();
  const items = useCartItems();
  const orderDefault = useReplacementDefault();
  const setDefault = useCartStore((s) => s.setReplacementDefault);
  return (
    <section aria-labelledby="replacements-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="replacements-title" className="text-lg font-bold">
        {t('replacements.title')}
      </h2>
      <fieldset className="mt-2">
        <legend className="font-medium">{t('replacements.defaultLegend')}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {DEFAULT_MODES.map((mode) => (
            <ChoiceRadio
              key={mode}
              boxed
              name="replacement-default"
              value={mode}
              checked={orderDefault === mode}
              onChange={() => setDefault(mode)}
              title={tDomain(REPLACEMENT_MODE_LABELS[mode])}
              help={REPLACEMENT_HELP[mode]}
            />
          ))}
        </div>
      </fieldset>
      <ul aria-label={t('replacements.yourItems')} className="mt-3 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item._id} className="py-2">
            <p className="font-medium break-words">
              {item.name} <span className="font-normal text-stone-700">× {item.quantity}</span>
            </p>
            <ReplacementControl item={item} shopId={shopId} shopName={shopName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
