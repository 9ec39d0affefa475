import type { Db } from '../db/client.js';

export interface SeedResult {
  accounts: { role: string; email: string; password: string }[];
}

/** Loads the demo catalogue and accounts into an empty database (the catalogue helper fills this in). */
export async function seedDemo(_db: Db, _options: { log: (line: string) => void }): Promise<SeedResult> {
  return { accounts: [] };
}
