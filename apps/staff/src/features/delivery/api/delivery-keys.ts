/** The one place the delivery feature's query keys are written. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  ready: () => [...deliveryKeys.all, 'ready'] as const,
};
