import { gatewayPaise, holdPaiseFor, rupeesOfPaise } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { ChoiceRadio } from '../../../components/ui/choice-radio';
import { useCheckoutT } from '../i18n';

export type PayWith = 'online' | 'door';

/**
 * Issue 43: pay online (the estimate plus a stated headroom is held, and only the approved bill is
 * charged) or at the door, in cash or by UPI to the delivery person.
 */
export function PaymentChoice({
  value,
  onChange,
  total,
  credit = 0,
  shopName,
}: {
  value: PayWith;
  onChange(value: PayWith): void;
  total: number;
  /** Jhola credit the order spends first (rupees): the hold covers only what it leaves, as the server holds. */
  credit?: number;
  shopName: string;
}) {
  const t = useCheckoutT();
  const f = useFormat();
  const hold = f.money(rupeesOfPaise(holdPaiseFor(gatewayPaise(total), gatewayPaise(credit))));
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="sr-only">{t('checkout.payHow')}</legend>
      <p aria-hidden="true" className="text-lg font-bold">
        {t('checkout.payHow')}
      </p>
      <div className="mt-2 grid gap-1">
        <ChoiceRadio
          boxed
          name="pay-with"
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
          title={t('checkout.payOnline')}
          help={t('checkout.payOnlineHelp', { hold })}
        />
        <ChoiceRadio
          boxed
          name="pay-with"
          value="door"
          checked={value === 'door'}
          onChange={() => onChange('door')}
          title={t('checkout.payAtDoor')}
          help={t('checkout.payAtDoorHelp', { shop: shopName })}
        />
      </div>
    </fieldset>
  );
}
