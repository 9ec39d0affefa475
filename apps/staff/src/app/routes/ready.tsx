import { ReadyList } from '../../features/delivery/components/ready-list';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Ready for delivery</h1>
      <ActiveWorkLink />
      <ReadyList />
    </section>
  );
}
