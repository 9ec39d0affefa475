import type { Language } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** The language saved on an account (issue 19); English for an account that is gone. */
export async function userLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? 'en';
}
