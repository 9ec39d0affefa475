import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField } from '../auth/fields.js';
import { USER_ROLES } from '../auth/user-roles.js';
import { idSchema } from '../common/ids.js';
import { pageQueryFields, pageReplyFields } from './page-query.js';

/** The roles an admin may create in the staff app. Customers sign up themselves; staff never do. */
export const STAFF_ROLES = ['shopper', 'delivery', 'admin', 'merchant'] as const;

export const PEOPLE_MESSAGES = {
  created: 'Account created',
  disabled: 'Account disabled. Its sessions have ended.',
  enabled: 'Account enabled',
  notYourself: 'You cannot disable your own account',
  notFound: 'Account not found',
  role: `Role must be one of ${STAFF_ROLES.join(', ')}`,
  /** Issue 46: a shop owner's account names the shops it runs. */
  shopsRequired: 'A shop owner needs at least one shop',
  shopsOnlyForOwners: 'Only a shop owner (role merchant) runs shops',
  shopUnknown: 'No shop has this id',
  /** What a disabled account hears at login (after the right password only). */
  loginDisabled: 'This account has been disabled. Please contact your administrator.',
} as const;

/** One account as the admin's People screen lists it (never a password or its hash). */
export const personAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonAccount = z.infer<typeof personAccountSchema>;

export const peopleListQuerySchema = z.object({
  role: z.enum(USER_ROLES).optional(),
  /** Part of the name, e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields(50),
});
export type PeopleListQuery = z.infer<typeof peopleListQuerySchema>;

export const peopleListSchema = z.object({
  users: z.array(personAccountSchema),
  ...pageReplyFields,
});

export const createStaffAccountRequestSchema = z.strictObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  role: z.enum(STAFF_ROLES, { error: PEOPLE_MESSAGES.role }),
  /** Issue 46: the shops a `merchant` runs (required for that role, refused for the others). */
  shopIds: z.array(idSchema, { error: PEOPLE_MESSAGES.shopUnknown }).max(20).optional(),
});
export type CreateStaffAccountRequest = z.input<typeof createStaffAccountRequestSchema>;

export const updateAccountRequestSchema = z.strictObject({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

export const personReplySchema = z.object({ user: personAccountSchema });
