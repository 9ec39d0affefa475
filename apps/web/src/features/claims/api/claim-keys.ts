/** Query keys of the claims feature (issue 44). */
export const claimKeys = {
  all: ['claims'] as const,
  ofOrder: (orderId: string) => ['claims', 'order', orderId] as const,
  credit: () => ['claims', 'credit'] as const,
};
