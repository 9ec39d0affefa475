/** The one place the query keys of app-wide data (not one feature's) are written. */
export const appKeys = {
  publicConfig: () => ['public-config'] as const,
};
