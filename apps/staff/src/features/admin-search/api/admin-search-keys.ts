/** The one place the admin Search page's query keys are written. */
export const adminSearchKeys = {
  queries: (days: number) => ['admin', 'search', 'queries', days] as const,
  all: ['admin', 'search'] as const,
  products: (q: string) => ['admin', 'search', 'products', q] as const,
};
