import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { appSettings } from '../../db/schema/index.js';

/** `app_settings`: values every process must agree on (the token secret, the geocoder's next turn). */
export class SettingsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The stored value; `value` is stored first when there is none (the first process to ask wins). */
  async getOrInsert(name: string, value: string): Promise<string | null> {
    await this.db
      .insert(appSettings)
      .values({ name, value })
      .onConflictDoNothing({ target: appSettings.name });
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.name, name));
    return row?.value ?? null;
  }

  /** The stored value, or null when none is stored: a read that never writes. */
  async get(name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.name, name));
    return row?.value ?? null;
  }

  /** Stores `value` under `name`, replacing what was there. */
  async put(name: string, value: string): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ name, value })
      .onConflictDoUpdate({ target: appSettings.name, set: { value } });
  }

  /**
   * Reserves the next free turn at `at` (ms since epoch) on a row holding the time after the last
   * reservation, in one atomic upsert; answers when the reserved turn starts.
   */
  async reserveTurn(name: string, intervalMs: number, at: number): Promise<number> {
    const result = await this.db.execute<{ value: string }>(sql`
      insert into app_settings (name, value) values (${name}, ${String(at + intervalMs)})
      on conflict (name) do update
        set value = (greatest(app_settings.value::bigint, ${at}::bigint) + ${intervalMs}::bigint)::text
      returning value`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows) as {
      value: string;
    }[];
    return Number(rows[0]?.value) - intervalMs;
  }
}
