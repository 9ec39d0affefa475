/** The one place the push feature's query keys are written. */
export const pushKeys = {
  vapidKey: () => ['public-config', 'vapid'] as const,
};
