import { Inbox } from '../../features/admin-messages/components/inbox';

export function Component() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">Contact messages</h1>
      <Inbox />
    </div>
  );
}
