/** The one place the auth feature's query keys are written. */
export const authKeys = {
  all: ['verify-email'] as const,
  verifyEmail: (token: string, email: string) => [...authKeys.all, token, email] as const,
};
