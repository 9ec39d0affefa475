import { CUSTOM_NAME_MAX, customNameError, type ShopForCart } from '@jhola/domain';
import { Dialog, TextField } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { addCustomItemToCart } from '../../lib/cart-custom-items';
import { useSelectedShop } from '../../lib/cart-store';
import { tDomain } from '../../lib/domain-text';
import { Button } from '../ui/button';
import { useComponentsT } from '../ui/i18n';
import { showToast } from '../ui/toast-store';
import { useAskShopperT } from './i18n';

/**
 * Issue 29: "Can't find it? Ask your shopper". The customer names something the shop keeps but the app
 * does not list (flowers, a local brand); it joins the cart as an item the shopper prices on the shelf.
 * Shown on a shop's page and in the cart.
 */
export function AskShopper({ shop }: { shop: ShopForCart }) {
  const t = useAskShopperT();
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-xl border border-dashed border-brand-700 bg-brand-50 p-3">
      <p className="font-semibold">{t('components.askShopper.title')}</p>
      <p className="text-sm text-stone-700">{t('components.askShopper.lead')}</p>
      <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)}>
        {t('components.askShopper.open')}
      </Button>
      {open ? <AskShopperDialog shop={shop} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function AskShopperDialog({ shop, onClose }: { shop: ShopForCart; onClose: () => void }) {
  const t = useAskShopperT();
  const tShared = useComponentsT();
  const cartShop = useSelectedShop();
  const otherShop = cartShop && cartShop._id !== shop._id ? cartShop.name : null;
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nameError = customNameError(name);
    if (nameError) return setError(tDomain(nameError));
    const result = addCustomItemToCart({ customName: name, quantity, notes }, shop);
    if (!result.ok) return setError(tDomain(result.message));
    showToast(
      result.outcome === 'reset'
        ? t('components.askShopper.addedReset', { name: name.trim() })
        : t('components.askShopper.added', { name: name.trim() }),
    );
    onClose();
  };
  return (
    <Dialog open title={t('components.askShopper.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-stone-700">{t('components.askShopper.pricedLater')}</p>
        {otherShop ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {t('components.askShopper.otherShop', { shop: otherShop })}
          </p>
        ) : null}
        <TextField
          label={t('components.askShopper.name')}
          hint={t('components.askShopper.nameHint')}
          value={name}
          maxLength={CUSTOM_NAME_MAX}
          autoComplete="off"
          error={error ?? undefined}
          announceError
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <TextField
          label={t('components.askShopper.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={notesId} className="text-sm font-medium text-stone-800">
            {t('components.askShopper.notes')}
          </label>
          <textarea
            id={notesId}
            value={notes}
            maxLength={500}
            rows={2}
            onChange={(e) => setNotes(e.target.value)}
            className="rounded-lg border border-stone-400 bg-white px-3 py-2"
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {tShared('components.cancel')}
          </Button>
          <Button type="submit">{t('components.askShopper.add')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
