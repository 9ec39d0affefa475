import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import type { FileStore, StoredFile } from './file-store.js';

/** Files as rows of `stored_files`: shared by every process on the database, backed up with it. */
export class PostgresFileStore implements FileStore {
  constructor(private readonly db: DbOrTx) {}

  async put(key: string, file: StoredFile): Promise<void> {
    const row = { key, contentType: file.contentType, size: file.bytes.length, bytes: file.bytes };
    await this.db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({
        target: storedFiles.key,
        set: { contentType: row.contentType, size: row.size, bytes: row.bytes, createdAt: new Date() },
      });
  }

  async get(key: string): Promise<StoredFile | null> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
}
