/** The one place the collections' query keys are written. */
export const collectionsKeys = {
  all: ['admin', 'collections'] as const,
  day: (date: string) => [...collectionsKeys.all, date] as const,
};
