import { STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, showToast, useFormat } from '@jhola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { tDomain } from '../../../lib/domain-text';
import { waitedFor } from '../../../lib/format';
import { useAcceptOrder } from '../api/accept-order';
import { type AvailableOrder, availableOrdersQuery } from '../api/available-orders';
import { type AvailableCache, acceptingNow, removeAvailable } from '../api/use-available-live';
import { tShopper, useShopperT } from '../i18n';

const itemCountOf = (order: AvailableOrder) => order.itemCount ?? order.items.length;

export function AvailableCard({ order, now }: { order: AvailableOrder; now: number }) {
  const t = useShopperT();
  const f = useFormat();
  const accept = useAcceptOrder();
  const client = useQueryClient();
  const navigate = useNavigate();
  const count = itemCountOf(order);
  const titleId = `order-${order._id}`;

  async function onAccept() {
    acceptingNow.add(order._id);
    try {
      await accept.mutateAsync(order._id);
      client.setQueryData<AvailableCache>(availableOrdersQuery.queryKey, (c) =>
        removeAvailable(c, order._id),
      );
      showToast(tShopper('staffShopper.accepted'));
      navigate(`/orders/${order._id}`);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        client.setQueryData<AvailableCache>(availableOrdersQuery.queryKey, (c) =>
          removeAvailable(c, order._id),
        );
        showToast(tDomain(STAFF_APP_MESSAGES.orderTaken), 'error');
      } else showToast(errorMessage(error), 'error');
    } finally {
      acceptingNow.delete(order._id);
    }
  }

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 font-semibold break-words">
          {order.shopId.name}
        </h2>
        <span className="shrink-0 text-lg font-bold">{f.money(order.total)}</span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">{t('staffShopper.items')}</dt>
          <dd className="font-semibold">{count}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('staffShopper.distance')}</dt>
          <dd className="font-semibold">
            {order.distanceKm == null
              ? t('staffShopper.unknown')
              : t('staffShopper.km', { km: f.number(order.distanceKm) })}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('staffShopper.waiting')}</dt>
          <dd className="font-semibold">{waitedFor(order.createdAt, now)}</dd>
        </div>
      </dl>
      <p className="text-sm text-stone-700">
        {t('staffShopper.toPlace', {
          place: order.deliveryAddress.area || order.deliveryAddress.city,
          number: order.orderNumber,
        })}
      </p>
      <Button onClick={onAccept} busy={accept.isPending} busyLabel={t('staffShopper.accepting')}>
        {t('staffShopper.accept')}
      </Button>
    </li>
  );
}
