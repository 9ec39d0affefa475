/** The one place the shopper feature's own query keys are written (its order lists are in lib/staff-keys). */
export const shopperKeys = {
  all: ['shopper'] as const,
  available: () => [...shopperKeys.all, 'available'] as const,
};
