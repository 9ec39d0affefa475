import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { SettingsRepository } from '../settings/repository.js';

const NAME = 'jwt_secret';

/**
 * JWT_SECRET unset with DATABASE_URL: the token secret lives in the database, so every process on it
 * signs and accepts the same tokens. The first process to start inserts a random one; the insert that
 * loses the race does nothing, and everyone reads the winner's.
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  const secret = await new SettingsRepository(db).getOrInsert(NAME, randomBytes(48).toString('base64url'));
  if (!secret) throw new Error('the shared token secret could not be stored');
  return secret;
}
