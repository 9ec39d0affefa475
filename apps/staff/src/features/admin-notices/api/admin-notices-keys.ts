/** The one place the admin notices' query keys are written. */
export const adminNoticesKeys = {
  all: ['admin', 'notices'] as const,
};
