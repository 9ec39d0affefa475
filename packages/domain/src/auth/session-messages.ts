/**
 * The messages the web's first load needs (the session store's own failures, PRODUCT.md §5 wording, and
 * the 423 every request may meet), apart from the forms' and server's messages in messages.ts: the
 * first-load guard counts every byte of a module the first load imports.
 */
export const SESSION_MESSAGES = {
  saveFailed: 'Failed to save authentication data',
  noUserLoggedIn: 'No user logged in',
  invalidUserData: 'Invalid user data',
} as const;

/** A 423 answer's text (AUTH_SERVER_MESSAGES.locked). */
export const ACCOUNT_LOCKED = 'Account temporarily locked. Please try again later.';
