import { isStaffAppRole } from '@jhola/domain';
import { UpdateBanner } from '@jhola/ui';
import { NavLink, Outlet } from 'react-router';
import { StaffLanguageSwitch } from '../../features/auth/components/staff-language-switch';
import { useStaffAuth } from '../../lib/staff-auth';
import { useAppT } from '../i18n';
import { ConnectionDot } from './connection-dot';
import { NAV_LINKS } from './nav-links';
import { SignOutButton } from './sign-out-button';

/**
 * Header with the role's sections. On a narrow phone the sections wrap onto a second row (issue 47: an
 * admin's People, Messages and Collections were scrolled out of sight), so every one is in view and in
 * the tab order, and the page never scrolls sideways.
 */
export function StaffLayout() {
  const t = useAppT();
  const user = useStaffAuth((s) => s.user);
  const links = user && isStaffAppRole(user.role) ? NAV_LINKS[user.role] : [];
  return (
    <div className="flex min-h-dvh flex-col">
      <UpdateBanner />
      <header className="sticky top-0 z-20 bg-brand-800 text-white shadow">
        <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2">
          <span className="shrink-0 whitespace-nowrap font-bold">{t('staffApp.brand')}</span>
          {user ? <ConnectionDot /> : null}
          <span className="ml-auto min-w-0 truncate text-sm text-brand-100">{user?.name}</span>
          <StaffLanguageSwitch className="shrink-0 bg-white px-2" />
          {user ? <SignOutButton /> : null}
        </div>
        {links.length > 0 ? (
          <nav aria-label={t('staffApp.sections')} className="mx-auto max-w-6xl px-1 pb-1">
            <ul className="flex flex-wrap gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className="block min-h-11 whitespace-nowrap rounded-md px-3 py-3 text-sm font-semibold text-brand-100 aria-[current=page]:bg-stone-100 aria-[current=page]:text-brand-800"
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-4">
        <Outlet />
      </main>
    </div>
  );
}
