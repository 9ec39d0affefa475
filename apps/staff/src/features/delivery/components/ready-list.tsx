import { Button, EmptyState, ErrorState, LoadingState, showToast, useFormat } from '@jhola/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { UnreadBadge } from '../../../components/unread-badge';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { addressLine } from '../../../lib/format';
import { useClaimOrder } from '../api/claim-order';
import { readyOrdersQuery, useReadyOrders } from '../api/ready-orders';
import { useReadyOrdersLive } from '../api/use-ready-live';
import { tDelivery, useDeliveryT } from '../i18n';

/** Orders ready for delivery; "Claim" makes one yours and opens its delivery screen. */
export function ReadyList() {
  const t = useDeliveryT();
  const f = useFormat();
  const orders = useReadyOrders();
  useReadyOrdersLive();
  const claim = useClaimOrder();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (orders.isPending) return <LoadingState label={t('staffDelivery.loading')} />;
  if (orders.isError)
    return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <EmptyState title={t('staffDelivery.nothingReady')}>
        <p>{t('staffDelivery.appearHere')}</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {orders.data.map((order) => (
        <li key={order._id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold break-words">{order.shopId.name}</h2>
            <UnreadBadge count={order.unreadMessages} />
          </div>
          <p className="text-sm text-stone-700 break-words">
            {t('staffDelivery.toAddress', { address: addressLine(order.deliveryAddress) })}
          </p>
          <p className="font-bold">{t('staffDelivery.cashOnDelivery', { amount: f.money(order.total) })}</p>
          <Button
            busy={claim.isPending && claim.variables === order._id}
            busyLabel={t('staffDelivery.claiming')}
            onClick={() =>
              claim.mutate(order._id, {
                onSuccess: () => navigate(`/orders/${order._id}`),
                onError: (e) => {
                  const taken = e instanceof ApiError && e.status === 409;
                  showToast(taken ? tDelivery('staffDelivery.claimedByOther') : errorMessage(e), 'error');
                  void client.invalidateQueries({ queryKey: readyOrdersQuery.queryKey });
                },
              })
            }
          >
            {t('staffDelivery.claim')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
