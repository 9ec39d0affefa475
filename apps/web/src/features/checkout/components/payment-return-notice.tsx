import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCheckoutPayment } from '../api/get-checkout-payment';
import { useCheckoutT } from '../i18n';

/**
 * Back from the payment page without an order (issue 43): the payment failed or was abandoned (nothing
 * charged, nothing placed), or the gateway has not confirmed yet; once it does, the order opens.
 */
export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  return paymentId ? <Notice paymentId={paymentId} /> : null;
}

function Notice({ paymentId }: { paymentId: string }) {
  const t = useCheckoutT();
  const navigate = useNavigate();
  const payment = useCheckoutPayment(paymentId);
  const orderId = payment.data?.orderId;
  useEffect(() => {
    if (orderId) navigate(`/orders/${orderId}?paid=1`, { replace: true });
  }, [orderId, navigate]);
  if (!payment.data || orderId) return null;
  const failed = payment.data.status === 'failed' || payment.data.status === 'released';
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={`mt-3 rounded-lg p-3 text-sm font-medium ${failed ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {failed
        ? t('checkout.paymentFailed', { reason: payment.data.failure ?? '' })
        : t('checkout.paymentPending')}
    </p>
  );
}
