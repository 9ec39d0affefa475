import webPush from 'web-push';
import type { Db } from '../../db/client.js';
import { SettingsRepository } from '../settings/repository.js';

const NAME = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair Web Push is signed with (issue 19), made once and kept in the database like the token
 * secret (auth/shared-secret.ts): the first process to start inserts a pair, every process reads the
 * winner's, so a browser subscribed through one process is reached by any. Changing the pair would
 * silently orphan every subscription, so it is never regenerated.
 */
export async function sharedVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await new SettingsRepository(db).getOrInsert(
    NAME,
    JSON.stringify(webPush.generateVAPIDKeys()),
  );
  if (!stored) throw new Error('the shared VAPID keys could not be stored');
  const keys = JSON.parse(stored) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
