import type { OperatingHours } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import type { AdminShop } from '../api/shops';
import { type ShopChanges, useUpdateShop } from '../api/update-shop';
import { tAdminCatalogue, useAdminCatalogueT } from '../i18n';
import { HoursEditor } from './hours-editor';

/** A shop's details, tax, radius, inquiry wait, hours and whether it takes orders (its fees: FeeRulesEditor). */
export function ShopForm({ shop }: { shop: AdminShop }) {
  const t = useAdminCatalogueT();
  const [name, setName] = useState(shop.name);
  const [description, setDescription] = useState(shop.description);
  const [phone, setPhone] = useState(shop.phone ?? '');
  const [taxRate, setTaxRate] = useState(String(shop.hasTax ? shop.taxRate : 0));
  const [radius, setRadius] = useState(String(shop.deliveryRadiusKm ?? ''));
  const [inquiry, setInquiry] = useState(String(shop.inquiryAvailableTime));
  const [hours, setHours] = useState<OperatingHours>(shop.operatingHours ?? {});
  const [active, setActive] = useState(shop.isActive);
  const [closedToday, setClosedToday] = useState(shop.closedToday ?? false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateShop(shop._id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const tax = Number(taxRate);
    const body: ShopChanges = {
      name,
      description,
      phone: phone.trim() || null,
      hasTax: tax > 0,
      taxRate: tax,
      inquiryAvailableTime: Number(inquiry),
      operatingHours: hours,
      isActive: active,
      ...(radius !== '' && shop.deliveryRadiusKm !== undefined ? { deliveryRadiusKm: Number(radius) } : {}),
      ...(shop.closedToday !== undefined ? { closedToday } : {}),
    };
    setError(null);
    update.mutate(body, {
      onSuccess: () => showToast(tAdminCatalogue('staffAdminCatalogue.shopSaved')),
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <TextField
        label={t('staffAdminCatalogue.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('staffAdminCatalogue.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <TextField
        label={t('staffAdminCatalogue.phone')}
        inputMode="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('staffAdminCatalogue.taxRate')}
          hint={t('staffAdminCatalogue.taxRateHint')}
          type="number"
          value={taxRate}
          onChange={(e) => setTaxRate(e.target.value)}
        />
        {shop.deliveryRadiusKm !== undefined ? (
          <TextField
            label={t('staffAdminCatalogue.radius')}
            type="number"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        ) : null}
        <TextField
          label={t('staffAdminCatalogue.inquiryWait')}
          type="number"
          value={inquiry}
          onChange={(e) => setInquiry(e.target.value)}
        />
      </div>
      <HoursEditor hours={hours} onChange={setHours} />
      {shop.closedToday !== undefined ? (
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input type="checkbox" checked={closedToday} onChange={(e) => setClosedToday(e.target.checked)} />
          {t('staffAdminCatalogue.closedToday')}
        </label>
      ) : null}
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t('staffAdminCatalogue.takingOrders')}
      </label>
      <FormError message={error} />
      <Button type="submit" busy={update.isPending} busyLabel={t('staffAdminCatalogue.saving')}>
        {t('staffAdminCatalogue.saveShop')}
      </Button>
    </form>
  );
}
