import type { StaffAppRole } from '@jhola/domain';
import type { tApp } from '../i18n';

type AppKey = Parameters<typeof tApp>[0];

/** The sections each role works in, in the order they are used. */
export const NAV_LINKS: Record<StaffAppRole, { to: string; label: AppKey; end?: boolean }[]> = {
  shopper: [
    { to: '/available', label: 'staffApp.navAvailable' },
    { to: '/history', label: 'staffApp.navMyOrders' },
  ],
  delivery: [
    { to: '/ready', label: 'staffApp.navReady' },
    { to: '/history', label: 'staffApp.navMyOrders' },
  ],
  admin: [
    { to: '/admin', label: 'staffApp.navOrders', end: true },
    { to: '/admin/dashboard', label: 'staffApp.navDashboard' },
    { to: '/admin/notices', label: 'staffApp.navNotices' },
    { to: '/admin/catalogue', label: 'staffApp.navCatalogue' },
    { to: '/admin/search', label: 'staffApp.navSearch' },
    { to: '/admin/people', label: 'staffApp.navPeople' },
    { to: '/admin/messages', label: 'staffApp.navMessages' },
    { to: '/admin/collections', label: 'staffApp.navCollections' },
    { to: '/admin/shop-changes', label: 'staffApp.navShopChanges' },
    { to: '/admin/problems', label: 'staffApp.navProblems' },
    { to: '/admin/shifts', label: 'staffApp.navShifts' },
  ],
  merchant: [{ to: '/my-shop', label: 'staffApp.navMyShop' }],
};
