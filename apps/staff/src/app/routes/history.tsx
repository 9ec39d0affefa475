import { ActiveWorkLink } from '../../features/shopper/components/active-work-link';
import { HistoryList } from '../../features/shopper/components/history-list';

export function Component() {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">My orders</h1>
      <ActiveWorkLink />
      <h2 className="font-semibold">Finished</h2>
      <HistoryList />
    </section>
  );
}
