import { kolkataDate, type OwnerShop, shopStatusNow } from '@jhola/domain';
import { Button, showToast, TextField } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useSetShopStatus } from '../api/set-shop-status';
import { useMyShopT } from '../i18n';

/** "HH:MM" today in India as an instant; tomorrow when that time has passed today. */
export function reopeningAt(hhmm: string, now: Date): string {
  const today = new Date(`${kolkataDate(now)}T${hhmm}:00+05:30`);
  return (today.getTime() > now.getTime() ? today : new Date(today.getTime() + 86_400_000)).toISOString();
}

/** The shop's open/closed line, "Close now" with a reason and a time it opens by itself, and "Open now". */
export function ShopStatusCard({ shop }: { shop: OwnerShop }) {
  const t = useMyShopT();
  const tDomain = useDomainT();
  const mutation = useSetShopStatus();
  const [closing, setClosing] = useState(false);
  const [reason, setReason] = useState('');
  const [backAt, setBackAt] = useState('');
  const status = shopStatusNow(
    {
      operatingHours: shop.operatingHours,
      holidays: shop.holidays,
      pausedAt: shop.pause ? 'now' : null,
      pausedUntil: shop.pause?.reopensAt ?? null,
    },
    new Date(),
    tDomain,
  );

  const send = (body: { open: boolean; reason?: string; reopensAt?: string }) =>
    mutation.mutate(
      { shopId: shop._id, ...body },
      {
        onSuccess: (changed) => {
          setClosing(false);
          showToast(
            changed.isOpenNow ? t('staffMyShop.openedToast') : t('staffMyShop.closedToast'),
            'success',
          );
        },
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );

  return (
    <section
      aria-labelledby="shop-status-title"
      className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm"
    >
      <h2 id="shop-status-title" className="font-semibold break-words">
        {shop.name}
      </h2>
      <p
        data-testid="owner-shop-status"
        className={`font-semibold ${status.isOpen ? 'text-green-800' : 'text-red-800'}`}
      >
        {status.text}
      </p>
      {shop.pause?.reason ? (
        <p className="text-sm break-words">{t('staffMyShop.reasonShown', { reason: shop.pause.reason })}</p>
      ) : null}
      {shop.pause ? (
        <Button busy={mutation.isPending} onClick={() => send({ open: true })}>
          {t('staffMyShop.openAgain')}
        </Button>
      ) : closing ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({
              open: false,
              ...(reason.trim() ? { reason: reason.trim() } : {}),
              ...(backAt ? { reopensAt: reopeningAt(backAt, new Date()) } : {}),
            });
          }}
        >
          <TextField
            label={t('staffMyShop.reason')}
            hint={t('staffMyShop.reasonHint')}
            value={reason}
            maxLength={120}
            onChange={(e) => setReason(e.target.value)}
          />
          <TextField
            label={t('staffMyShop.backAt')}
            hint={t('staffMyShop.backAtHint')}
            type="time"
            value={backAt}
            onChange={(e) => setBackAt(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={mutation.isPending}>
              {t('staffMyShop.closeConfirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setClosing(false)}>
              {t('staffMyShop.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setClosing(true)}>
          {t('staffMyShop.closeNow')}
        </Button>
      )}
    </section>
  );
}
