import { type FeeRules, MAX_DELIVERY_BANDS } from '@jhola/domain';
import { Button, ErrorState, FormError, LoadingState, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSaveShopFees, useShopFees } from '../api/shop-fees';
import { tAdminCatalogue, useAdminCatalogueT } from '../i18n';

/** The form's text for each number; an empty optional field means "none". */
interface FeeDraft {
  bands: { upToKm: string; fee: string }[];
  minimumOrder: string;
  smallCartBelow: string;
  smallCartFee: string;
  freeDeliveryAbove: string;
}

const draftOf = (rules: FeeRules): FeeDraft => ({
  bands: rules.deliveryBands.map((band) => ({ upToKm: String(band.upToKm), fee: String(band.fee) })),
  minimumOrder: rules.minimumOrder > 0 ? String(rules.minimumOrder) : '',
  smallCartBelow: rules.smallCart ? String(rules.smallCart.below) : '',
  smallCartFee: rules.smallCart ? String(rules.smallCart.fee) : '',
  freeDeliveryAbove: rules.freeDeliveryAbove === null ? '' : String(rules.freeDeliveryAbove),
});

/** The rules the server checks (it refuses bad ones with the field named); text that is no number stays NaN. */
const rulesOf = (draft: FeeDraft): FeeRules => ({
  deliveryBands: draft.bands.map((band) => ({ upToKm: Number(band.upToKm), fee: Number(band.fee) })),
  minimumOrder: draft.minimumOrder.trim() === '' ? 0 : Number(draft.minimumOrder),
  smallCart:
    draft.smallCartBelow.trim() === '' && draft.smallCartFee.trim() === ''
      ? null
      : { below: Number(draft.smallCartBelow), fee: Number(draft.smallCartFee) },
  freeDeliveryAbove: draft.freeDeliveryAbove.trim() === '' ? null : Number(draft.freeDeliveryAbove),
});

/** Issue 45: an admin sets a shop's fees; the cart shows each one with what removes it. */
export function FeeRulesEditor({ shopId }: { shopId: string }) {
  const t = useAdminCatalogueT();
  const fees = useShopFees(shopId);
  if (fees.isPending) return <LoadingState label={t('staffAdminCatalogue.fees.loading')} />;
  if (fees.isError) return <ErrorState message={errorMessage(fees.error)} />;
  return <FeeRulesForm shopId={shopId} initial={draftOf(fees.data.rules)} />;
}

function FeeRulesForm({ shopId, initial }: { shopId: string; initial: FeeDraft }) {
  const t = useAdminCatalogueT();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveShopFees(shopId);
  const set = (changes: Partial<FeeDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const setBand = (index: number, changes: Partial<FeeDraft['bands'][number]>) =>
    set({ bands: draft.bands.map((band, i) => (i === index ? { ...band, ...changes } : band)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    save.mutate(rulesOf(draft), {
      onSuccess: () => showToast(tAdminCatalogue('staffAdminCatalogue.fees.saved')),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="fees-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="fees-title" className="text-lg font-bold">
        {t('staffAdminCatalogue.fees.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('staffAdminCatalogue.fees.bands')}</legend>
        <p className="text-sm text-stone-600">{t('staffAdminCatalogue.fees.bandsHint')}</p>
        {draft.bands.map((band, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a band is its place in the list, nearest first
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <TextField
              label={t('staffAdminCatalogue.fees.upToKm', { n: index + 1 })}
              type="number"
              inputMode="decimal"
              value={band.upToKm}
              onChange={(e) => setBand(index, { upToKm: e.target.value })}
            />
            <TextField
              label={t('staffAdminCatalogue.fees.bandFee', { n: index + 1 })}
              type="number"
              inputMode="decimal"
              value={band.fee}
              onChange={(e) => setBand(index, { fee: e.target.value })}
            />
            <Button
              variant="ghost"
              disabled={draft.bands.length === 1}
              aria-label={t('staffAdminCatalogue.fees.removeBand', { n: index + 1 })}
              onClick={() => set({ bands: draft.bands.filter((_, i) => i !== index) })}
            >
              ✕
            </Button>
          </div>
        ))}
        {draft.bands.length < MAX_DELIVERY_BANDS ? (
          <Button
            variant="secondary"
            onClick={() => set({ bands: [...draft.bands, { upToKm: '', fee: '' }] })}
          >
            {t('staffAdminCatalogue.fees.addBand')}
          </Button>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TextField
          label={t('staffAdminCatalogue.fees.freeAbove')}
          hint={t('staffAdminCatalogue.fees.emptyNone')}
          type="number"
          inputMode="decimal"
          value={draft.freeDeliveryAbove}
          onChange={(e) => set({ freeDeliveryAbove: e.target.value })}
        />
        <TextField
          label={t('staffAdminCatalogue.fees.minimum')}
          hint={t('staffAdminCatalogue.fees.emptyNone')}
          type="number"
          inputMode="decimal"
          value={draft.minimumOrder}
          onChange={(e) => set({ minimumOrder: e.target.value })}
        />
        <TextField
          label={t('staffAdminCatalogue.fees.smallCartBelow')}
          hint={t('staffAdminCatalogue.fees.emptyNone')}
          type="number"
          inputMode="decimal"
          value={draft.smallCartBelow}
          onChange={(e) => set({ smallCartBelow: e.target.value })}
        />
        <TextField
          label={t('staffAdminCatalogue.fees.smallCartFee')}
          type="number"
          inputMode="decimal"
          value={draft.smallCartFee}
          onChange={(e) => set({ smallCartFee: e.target.value })}
        />
      </div>
      <FormError message={error} />
      <Button type="submit" busy={save.isPending} busyLabel={t('staffAdminCatalogue.saving')}>
        {t('staffAdminCatalogue.fees.save')}
      </Button>
    </form>
  );
}
