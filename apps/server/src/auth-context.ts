import type { Language, UserRole } from '@jhola/domain';

/** Who is calling: set on every request whose bearer token names a live session (modules/auth/authenticate.ts). */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: UserRole;
  name: string;
  email: string;
  /** The account's saved language (issue 19), read with the session: no second read to word a reply. */
  language?: Language;
}
