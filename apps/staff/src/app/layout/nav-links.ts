import type { StaffAppRole } from '@jhola/domain';

/** The sections each role works in, in the order they are used. */
export const NAV_LINKS: Record<StaffAppRole, { to: string; label: string; end?: boolean }[]> = {
  shopper: [
    { to: '/available', label: 'Available' },
    { to: '/history', label: 'My orders' },
  ],
  delivery: [
    { to: '/ready', label: 'Ready' },
    { to: '/history', label: 'My orders' },
  ],
  admin: [
    { to: '/admin', label: 'Orders', end: true },
    { to: '/admin/notices', label: 'Notices' },
    { to: '/admin/catalogue', label: 'Catalogue' },
    { to: '/admin/people', label: 'People' },
    { to: '/admin/messages', label: 'Messages' },
  ],
};
