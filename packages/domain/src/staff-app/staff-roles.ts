import type { UserRole } from '../auth/user-roles.js';

/** The accounts the staff app lets in; customers use the customer app. */
/** `merchant`: a shop's owner, in the app's own "My shop" section (issue 46). */
export const STAFF_APP_ROLES = ['shopper', 'delivery', 'admin', 'merchant'] as const;
export type StaffAppRole = (typeof STAFF_APP_ROLES)[number];

export const isStaffAppRole = (role: UserRole | string): role is StaffAppRole =>
  STAFF_APP_ROLES.some((known) => known === role);

export const STAFF_APP_MESSAGES = {
  customerRefused: 'This is the staff app. Customers shop in the Jhola app at the home page.',
  locationRefused:
    'Location is off for Jhola Staff. Allow location in the browser settings so the customer can follow the delivery.',
  locationUnavailable: 'Your position could not be found. Move into the open or turn on GPS.',
  orderTaken: 'Another shopper took this order',
  wrongCode: 'That code is wrong. Ask the customer to read the 4-digit code on their screen again.',
  reasonRequired: 'A reason is required',
} as const;

/** The words of the cancel-with-a-reason dialog, the same for the shopper and the admin. */
export const CANCEL_ORDER_DIALOG = {
  title: 'Cancel this order?',
  label: 'Reason (the customer reads it)',
  confirmLabel: 'Cancel order',
  busyLabel: 'Cancelling...',
  requiredMessage: STAFF_APP_MESSAGES.reasonRequired,
} as const;
