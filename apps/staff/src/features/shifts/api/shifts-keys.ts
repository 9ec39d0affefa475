/** The one place the shifts feature's query keys are written; every key starts with 'shifts'. */
export const shiftKeys = {
  all: () => ['shifts'] as const,
  mine: () => ['shifts', 'mine'] as const,
  admin: () => ['shifts', 'admin'] as const,
  shops: () => ['shifts', 'shops'] as const,
  people: () => ['shifts', 'people'] as const,
  offers: () => ['shifts', 'offers'] as const,
};
