import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { savedAddresses } from '../../db/schema/index.js';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressValues = Omit<typeof savedAddresses.$inferInsert, 'id' | 'customerId' | 'createdAt'>;

/** The only code that touches saved_addresses. Every read and write is scoped to one customer. */
export class SavedAddressRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Serialises the address changes of one customer until the transaction ends, so two requests at once
   * cannot both make a "first" address the default or leave none.
   */
  async lockCustomer(customerId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_addresses:${customerId}`}))`);
  }

  /** The default first, then the oldest first. */
  async listFor(customerId: string): Promise<SavedAddressRow[]> {
    return this.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.customerId, customerId))
      .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
  }

  async findOwned(id: string, customerId: string): Promise<SavedAddressRow | null> {
    const [row] = await this.db
      .select()
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)))
      .limit(1);
    return row ?? null;
  }

  async countFor(customerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.customerId, customerId));
    return Number(row?.n ?? 0);
  }

  /** Stamped by the database clock to the microsecond, so "oldest" is never a tie between two requests. */
  async insert(customerId: string, values: SavedAddressValues): Promise<SavedAddressRow> {
    const [row] = await this.db
      .insert(savedAddresses)
      .values({ ...values, customerId, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
      .returning();
    return row!;
  }

  async update(
    id: string,
    customerId: string,
    values: Partial<SavedAddressValues>,
  ): Promise<SavedAddressRow> {
    const [row] = await this.db
      .update(savedAddresses)
      .set(values)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)))
      .returning();
    return row!;
  }

  async delete(id: string, customerId: string): Promise<void> {
    await this.db
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.customerId, customerId)));
  }

  /** Takes the default away from every address of the customer but `keepId`. */
  async clearDefault(customerId: string, keepId?: string): Promise<void> {
    const others = keepId ? ne(savedAddresses.id, keepId) : undefined;
    await this.db
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(and(eq(savedAddresses.customerId, customerId), eq(savedAddresses.isDefault, true), others));
  }

  /** Makes the oldest address other than `exceptId` the default (after the default was deleted or given up). */
  async promoteOldest(customerId: string, exceptId?: string): Promise<SavedAddressRow | null> {
    const [oldest] = await this.db
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(
        and(
          eq(savedAddresses.customerId, customerId),
          exceptId ? ne(savedAddresses.id, exceptId) : undefined,
        ),
      )
      .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id))
      .limit(1);
    if (!oldest) return null;
    return this.update(oldest.id, customerId, { isDefault: true });
  }
}
