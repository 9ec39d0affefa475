import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { AvailableList } from '../../features/shopper/components/available-list';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Available orders</h1>
      <ActiveWorkLink />
      <AvailableList />
    </section>
  );
}
