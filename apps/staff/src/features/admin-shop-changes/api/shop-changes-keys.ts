/** The one place the audit's and the owners' rules' query keys are written (issue 46). */
export const shopChangesKeys = {
  all: ['admin', 'shop-changes'] as const,
  rules: () => ['admin', 'merchant-rules'] as const,
};
