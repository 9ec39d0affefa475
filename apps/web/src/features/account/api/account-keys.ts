/** The one place the account feature's query keys are written. */
export const accountKeys = {
  me: () => ['me'] as const,
};
