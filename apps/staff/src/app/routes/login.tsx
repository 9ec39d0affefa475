import { Navigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useStaffAuth } from '../../lib/staff-auth';

export function Component() {
  const user = useStaffAuth((s) => s.user);
  if (user) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 p-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-800">Jhola Staff</h1>
        <p className="text-stone-700">For shoppers, delivery people and admins.</p>
      </div>
      <LoginForm />
    </main>
  );
}
