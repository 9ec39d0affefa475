import { Navigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { PhoneCodeForm } from '../../features/auth/components/phone-code-form';
import { StaffLanguageSwitch } from '../../features/auth/components/staff-language-switch';
import { useStaffAuth } from '../../lib/staff-auth';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  const user = useStaffAuth((s) => s.user);
  if (user) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 p-4">
      <StaffLanguageSwitch className="self-end" />
      <div>
        <h1 className="text-2xl font-bold text-brand-800">{t('staffApp.brand')}</h1>
        <p className="text-stone-700">{t('staffApp.loginFor')}</p>
      </div>
      <LoginForm />
      <PhoneCodeForm />
    </main>
  );
}
