import {
  type CartItem,
  type CartReplacement,
  effectiveReplacementMode,
  type Product,
  REPLACEMENT_MODE_LABELS,
  REPLACEMENT_MODES,
  type ReplacementMode,
} from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useId, useRef, useState } from 'react';
import { ChoiceRadio } from '../../../components/ui/choice-radio';
import { useCartStore, useReplacementDefault } from '../../../lib/cart-store';
import { useDomainT } from '../../../lib/domain-text';
import { REPLACEMENT_HELP, replacementText } from '../../../lib/replacement-text';
import { unitText } from '../../../lib/unit-text';
import { useReplacementsT } from '../i18n';
import { ReplacementSearch } from './replacement-search';

const toChoice = (product: Product): CartReplacement => ({
  mode: 'specific',
  product: {
    _id: product._id,
    name: product.name,
    unit: product.unit ?? '',
    price: product.price,
    imageUrl: product.images?.[0] ?? null,
  },
});

/**
 * PRODUCT.md §12, per cart item: one quiet line ("If not available: Best match · Change") that opens in
 * place to three choices. "This instead" searches the same shop right there; nothing leaves the cart.
 */
export function ReplacementControl({
  item,
  shopId,
  shopName,
}: {
  item: CartItem;
  shopId: string;
  shopName: string;
}) {
  const t = useReplacementsT();
  const tDomain = useDomainT();
  const f = useFormat();
  const panelId = useId();
  const orderDefault = useReplacementDefault();
  const setReplacement = useCartStore((s) => s.setReplacement);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // "This instead" is only stored once a product is chosen; until then it is this panel's draft.
  const [draft, setDraft] = useState<ReplacementMode | null>(null);
  const [searching, setSearching] = useState(false);
  const own = item.replacement;
  const mode = draft ?? effectiveReplacementMode(item, orderDefault);
  const summary = replacementText(own ?? { mode: orderDefault });

  const choose = (next: ReplacementMode) => {
    if (next === 'specific') {
      setDraft('specific');
      setSearching(!(own?.mode === 'specific' && own.product));
      return;
    }
    setDraft(null);
    setSearching(false);
    setReplacement(item._id, { mode: next, product: null });
  };
  const pick = (product: Product) => {
    setReplacement(item._id, toChoice(product));
    // The choice is made: the panel closes and the line above says what was chosen.
    close();
    toggleRef.current?.focus();
  };
  function close() {
    setOpen(false);
    setDraft(null);
    setSearching(false);
  }
  const chosen = own?.mode === 'specific' ? own.product : null;

  return (
    <div className="basis-full border-t border-stone-100 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-xs break-words">
          <span className="text-stone-700">{t('replacements.ifNotAvailable')}</span>
          <span className="font-semibold">{summary}</span>
          {own ? null : <span className="text-stone-700">{t('replacements.default')}</span>}
        </p>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
          className="min-h-7 shrink-0 rounded-lg px-2 text-xs font-semibold text-brand-800 underline hover:bg-brand-50"
        >
          {open ? t('replacements.close') : t('replacements.change')}
          <span className="sr-only">{t('replacements.changeHint', { name: item.name })}</span>
        </button>
      </div>
      {open ? (
        <fieldset id={panelId} className="mt-1 rounded-lg border border-stone-200 bg-stone-50 p-2">
          <legend className="sr-only">{t('replacements.legend', { name: item.name })}</legend>
          {REPLACEMENT_MODES.map((option) => (
            <ChoiceRadio
              key={option}
              name={`${panelId}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => choose(option)}
              title={tDomain(REPLACEMENT_MODE_LABELS[option])}
              help={REPLACEMENT_HELP[option]}
            />
          ))}
          {mode === 'specific' && chosen && !searching ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 rounded-md bg-white p-2">
              {chosen.imageUrl ? (
                <img
                  src={chosen.imageUrl}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded-md object-cover"
                />
              ) : null}
              <p className="min-w-0 flex-1 basis-36">
                <span className="block font-medium break-words">{chosen.name}</span>
                <span className="text-stone-700">
                  {f.money(chosen.price)}
                  {chosen.unit ? ` / ${unitText(chosen.unit)}` : ''}
                </span>
              </p>
              <button
                type="button"
                onClick={() => setSearching(true)}
                className="min-h-11 rounded-lg px-2 font-semibold text-brand-800 underline"
              >
                {t('replacements.chooseAnother')}
              </button>
            </div>
          ) : null}
          {mode === 'specific' && (searching || !chosen) ? (
            <ReplacementSearch item={item} shopId={shopId} shopName={shopName} onChoose={pick} />
          ) : null}
          <div className="mt-2 flex justify-end">
            <button
              type="button"
              onClick={() => {
                close();
                toggleRef.current?.focus();
              }}
              className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100"
            >
              {t('replacements.done')}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
