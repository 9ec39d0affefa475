import type { LoginFailureState } from '@jhola/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

const EMPTY: LoginFailureState = { failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null };

/** The only code that touches login_throttles: failed logins per e-mail and client address (issue 26). */
export class LoginThrottleRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The row, created empty when missing, locked until the transaction ends (parallel guesses all count). */
  async findForUpdate(email: string, clientAddress: string): Promise<LoginFailureState> {
    const key = { email: email.toLowerCase(), clientAddress };
    await this.db.insert(loginThrottles).values(key).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.email, key.email), eq(loginThrottles.clientAddress, clientAddress)))
      .for('update');
    return row ?? EMPTY;
  }

  async set(email: string, clientAddress: string, state: LoginFailureState): Promise<void> {
    await this.db
      .update(loginThrottles)
      .set(state)
      .where(
        and(eq(loginThrottles.email, email.toLowerCase()), eq(loginThrottles.clientAddress, clientAddress)),
      );
  }

  /** A success from an address forgets its failures; a password reset (no address) forgets them all. */
  async clear(email: string, clientAddress?: string): Promise<void> {
    const sameEmail = eq(loginThrottles.email, email.toLowerCase());
    await this.db
      .delete(loginThrottles)
      .where(clientAddress ? and(sameEmail, eq(loginThrottles.clientAddress, clientAddress)) : sameEmail);
  }

  /** Rows whose window and hold are both over (the cleanup job); answers how many went. */
  async deleteStale(before: Date): Promise<number> {
    const rows = await this.db
      .delete(loginThrottles)
      .where(lt(loginThrottles.failedLoginWindowStart, before))
      .returning({ email: loginThrottles.email });
    return rows.length;
  }
}
