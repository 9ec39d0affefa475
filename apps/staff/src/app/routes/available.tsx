import { PushOptIn } from '../../features/push/components/push-opt-in';
import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { AvailableList } from '../../features/shopper/components/available-list';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Available orders</h1>
      <PushOptIn />
      <ActiveWorkLink />
      <AvailableList />
    </section>
  );
}
