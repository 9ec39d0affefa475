import type { tAdminOrders } from '../i18n';

const ROLES = {
  customer: 'staffAdminOrders.roleCustomer',
  shopper: 'staffAdminOrders.roleShopper',
  delivery: 'staffAdminOrders.roleDelivery',
  admin: 'staffAdminOrders.roleAdmin',
  system: 'staffAdminOrders.roleSystem',
} as const;

/** Who did it, in the language on screen; a role the app does not know is shown as the server wrote it. */
export function roleName(role: string, t: typeof tAdminOrders): string {
  return role in ROLES ? t(ROLES[role as keyof typeof ROLES]) : role;
}
