import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

const NAME = 'jwt_secret';

/**
 * JWT_SECRET unset with DATABASE_URL: the token secret lives in the database, so every process on it
 * signs and accepts the same tokens. The first process to start inserts a random one; the insert that
 * loses the race does nothing, and everyone reads the winner's.
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.name });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.name, NAME));
  if (!row) throw new Error('the shared token secret could not be stored');
  return row.value;
}
