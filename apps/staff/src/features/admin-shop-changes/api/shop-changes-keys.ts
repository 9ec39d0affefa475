/** The one place the audit's query keys are written (issue 46). */
export const shopChangesKeys = {
  all: ['admin', 'shop-changes'] as const,
};
