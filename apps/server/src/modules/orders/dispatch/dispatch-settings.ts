import type { DbOrTx } from '../../../db/client.js';
import { SettingsRepository } from '../../settings/repository.js';

const MANUAL_CLAIMING = 'dispatch.manual-claiming';

/**
 * Whether anyone may take a waiting order even while it is offered to someone else (the way before
 * dispatch, an admin's fallback for a day it misbehaves). Off by default: an offered order is its
 * offeree's until they answer or the time runs out; orders nobody on duty could be offered stay open to
 * anyone either way.
 */
export async function manualClaiming(ctx: { db: DbOrTx }): Promise<boolean> {
  return (await new SettingsRepository(ctx.db).get(MANUAL_CLAIMING)) === 'true';
}

export async function setManualClaiming(ctx: { db: DbOrTx }, on: boolean): Promise<void> {
  await new SettingsRepository(ctx.db).put(MANUAL_CLAIMING, String(on));
}
