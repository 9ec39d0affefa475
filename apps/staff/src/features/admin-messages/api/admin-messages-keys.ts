/** The one place the admin messages' query keys are written. */
export const adminMessagesKeys = {
  all: ['admin', 'messages'] as const,
  list: (handled: boolean) => [...adminMessagesKeys.all, handled] as const,
};
