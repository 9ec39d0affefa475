/** The roles an account can have (zod-free, so the web's first load can check a stored user with it). */
export const USER_ROLES = ['customer', 'shopper', 'delivery', 'admin', 'merchant'] as const;
export type UserRole = (typeof USER_ROLES)[number];
