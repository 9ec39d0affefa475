import { OrdersBoard } from '../../features/admin-orders/components/orders-board';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Live orders</h1>
      <OrdersBoard />
    </section>
  );
}
