import { CreateUserForm } from '../../features/admin-people/components/create-user-form';
import { UserList } from '../../features/admin-people/components/user-list';

export function Component() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">People</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <CreateUserForm />
        <UserList />
      </div>
    </div>
  );
}
