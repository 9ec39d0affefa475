/** The one place the admin people's query keys are written. */
export const adminPeopleKeys = {
  all: ['admin', 'users'] as const,
  list: (role: string) => [...adminPeopleKeys.all, role] as const,
};
