import { type MerchantRules, type OwnerProduct, ownerPriceBounds } from '@jhola/domain';
import { Button, showToast, TextField, useFormat } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSetPrice } from '../api/set-price';
import { useMyShopT } from '../i18n';

/** A price the field holds: rupees to the paisa, above zero; null for anything else. */
function readRupees(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/**
 * Issue 46: the owner changes a product's price. The admin's bound is shown before they type; a price
 * outside it is refused by the server with the reason, shown under the field. `rules` null: an admin,
 * who is held to no bound.
 */
export function PriceEditor({
  shopId,
  product,
  rules,
  onDone,
}: {
  shopId: string;
  product: OwnerProduct;
  rules: MerchantRules | null;
  onDone: () => void;
}) {
  const t = useMyShopT();
  const f = useFormat();
  const save = useSetPrice(shopId);
  const [text, setText] = useState(product.price.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const bounds = rules ? ownerPriceBounds(rules, product) : { min: null, max: null };
  const hint =
    bounds.min !== null && bounds.max !== null
      ? t('staffMyShop.priceBetween', { min: f.money(bounds.min), max: f.money(bounds.max) })
      : bounds.max !== null
        ? t('staffMyShop.priceUpTo', { max: f.money(bounds.max) })
        : t('staffMyShop.priceAny');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = readRupees(text);
    if (price === null) {
      setProblem(t('staffMyShop.priceInvalid'));
      return;
    }
    save.mutate(
      { id: product._id, price },
      {
        onSuccess: () => {
          showToast(t('staffMyShop.priceSaved', { name: product.name, price: f.money(price) }), 'success');
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 rounded-lg bg-stone-50 p-2" noValidate>
      <TextField
        label={t('staffMyShop.newPriceOf', { name: product.name })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        hint={[
          hint,
          product.originalPrice !== null
            ? t('staffMyShop.mrp', { mrp: f.money(product.originalPrice) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        error={problem}
        announceError
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('staffMyShop.savePrice')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('staffMyShop.cancel')}
        </Button>
      </div>
    </form>
  );
}
