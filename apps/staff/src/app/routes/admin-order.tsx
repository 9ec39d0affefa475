import { Link, useParams } from 'react-router';
import { OrderDetail } from '../../features/admin-orders/components/order-detail';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  const { orderId = '' } = useParams();
  return (
    <div className="flex flex-col gap-3">
      <Link to="/admin" className="font-semibold text-brand-800 underline">
        {t('staffApp.backToBoard')}
      </Link>
      <OrderDetail key={orderId} orderId={orderId} />
    </div>
  );
}
