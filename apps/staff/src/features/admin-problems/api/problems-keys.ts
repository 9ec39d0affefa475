/** The one place the Problems queue's query keys are written. */
export const problemsKeys = {
  all: ['admin', 'claims'] as const,
  queue: (status: string) => [...problemsKeys.all, 'queue', status] as const,
  figures: (weeks: number) => [...problemsKeys.all, 'figures', weeks] as const,
};
