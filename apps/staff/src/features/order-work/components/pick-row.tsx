import { type OrderItem, type Pick, type PickState, pickError } from '@jhola/domain';
import { TextField, useFormat } from '@jhola/ui';
import { useDomainT } from '../../../lib/domain-text';
import { useWorkT } from '../i18n';
import { AskAboutItem } from './ask-about-item';
import { ReplacementChoice } from './replacement-choice';
import { ReplacementPreference } from './replacement-preference';

const CHOICES = [
  { state: 'found', label: 'staffWork.found', on: 'border-green-700 bg-green-700 text-white' },
  { state: 'unavailable', label: 'staffWork.notAvailable', on: 'border-red-700 bg-red-700 text-white' },
  { state: 'changed', label: 'staffWork.changed', on: 'border-amber-700 bg-amber-700 text-white' },
] as const satisfies readonly { state: PickState; label: string; on: string }[];

/** Issue 29: an item the app does not list is priced on the shelf, or not there. */
const CUSTOM_CHOICES = [
  { state: 'changed', label: 'staffWork.priceIt', on: 'border-green-700 bg-green-700 text-white' },
  { state: 'unavailable', label: 'staffWork.notAvailable', on: 'border-red-700 bg-red-700 text-white' },
] as const satisfies readonly { state: PickState; label: string; on: string }[];

/**
 * One checklist item: the customer's replacement preference, three big choices, what to bring instead
 * when it is not available, and quantity, price and note when it changed.
 */
export function PickRow({
  shopId,
  orderId,
  item,
  pick,
  onChange,
}: {
  shopId: string;
  /** Issue 29: when given, "Ask about this item" sends a question with a shelf photo. */
  orderId?: string;
  item: OrderItem;
  pick: Pick;
  onChange: (pick: Pick) => void;
}) {
  const t = useWorkT();
  const tDomain = useDomainT();
  const f = useFormat();
  const error = pickError(pick);
  const titleId = `pick-${pick.key}`;
  const choices = pick.custom ? CUSTOM_CHOICES : CHOICES;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex flex-wrap justify-between gap-x-2">
        <h3 id={titleId} className="font-semibold break-words">
          {item.name}
        </h3>
        <span className="text-stone-800">
          {item.price === null
            ? t('staffWork.customQuantity', { quantity: item.quantity })
            : `${item.quantity} ${item.unit} × ${f.money(item.price)}`}
        </span>
      </div>
      {pick.custom ? <p className="text-sm font-medium text-amber-900">{t('staffWork.customItem')}</p> : null}
      {item.notes ? (
        <p className="text-sm text-stone-700">{t('staffWork.customerNote', { note: item.notes })}</p>
      ) : null}
      {pick.custom ? null : <ReplacementPreference item={item} />}
      <fieldset className={`grid gap-1 ${pick.custom ? 'grid-cols-2' : 'grid-cols-3'}`}>
        <legend className="sr-only">{item.name}</legend>
        {choices.map((choice) => (
          <button
            key={choice.state}
            type="button"
            aria-pressed={pick.state === choice.state}
            onClick={() => onChange({ ...pick, state: choice.state })}
            className={`min-h-11 rounded-lg border px-1 text-sm font-semibold ${
              pick.state === choice.state ? choice.on : 'border-stone-300 bg-white text-stone-800'
            }`}
          >
            {t(choice.label)}
          </button>
        ))}
      </fieldset>
      {pick.state === 'unavailable' && !pick.custom ? (
        <ReplacementChoice shopId={shopId} item={item} pick={pick} onChange={onChange} />
      ) : null}
      {pick.state === 'changed' ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('staffWork.quantityFound')}
            type="number"
            inputMode="numeric"
            min={1}
            value={Number.isNaN(pick.quantity) ? '' : pick.quantity}
            onChange={(e) => onChange({ ...pick, quantity: e.target.valueAsNumber })}
          />
          <TextField
            label={t(pick.custom ? 'staffWork.pricePerUnit' : 'staffWork.price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={Number.isNaN(pick.price) || (pick.custom && pick.price === 0) ? '' : pick.price}
            onChange={(e) => onChange({ ...pick, price: e.target.valueAsNumber })}
          />
          {error ? (
            <p role="alert" className="col-span-2 text-sm font-medium text-red-800">
              {tDomain(error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {pick.state === 'changed' || pick.state === 'unavailable' ? (
        <TextField
          label={t('staffWork.noteForCustomer')}
          maxLength={500}
          value={pick.note}
          onChange={(e) => onChange({ ...pick, note: e.target.value })}
        />
      ) : null}
      {orderId ? <AskAboutItem orderId={orderId} item={item} /> : null}
    </li>
  );
}
