import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFile } from '../../../storage/file-store.js';
import { IMAGE_TYPES_BY_EXT, type ImageType } from '../../photos/image-type.js';

/** Bills are images, at most 5 MB. */
export const MAX_BILL_BYTES = 5 * 1024 * 1024;

/** Stored names are ours alone: random hex plus the sniffed extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The bill's key in the file store; the order row keeps only the name. */
const keyOf = (name: string) => `bills/${name}`;

/**
 * Bill photos in the shared file store (app.ctx.files), so any process serves what another received.
 * Bills written by earlier versions to DATA_DIR/bills are still read, and copied into the store on first use.
 */
export class BillStorage {
  constructor(
    private readonly files: FileStore,
    private readonly legacyDataDir?: string,
  ) {}

  /** Stores the image under a fresh random name and returns that name. */
  async save(data: Buffer, type: ImageType): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await this.files.put(keyOf(name), { bytes: data, contentType: type.contentType });
    return name;
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await this.files.delete(keyOf(name));
  }

  /** The stored bill; null for a name this server did not make or a bill that is gone. */
  async read(name: string): Promise<StoredFile | null> {
    const match = STORED_NAME.exec(name);
    if (!match) return null;
    const stored = await this.files.get(keyOf(name));
    if (stored || !this.legacyDataDir) return stored;
    const bytes = await readFile(path.join(this.legacyDataDir, 'bills', name)).catch(() => null);
    if (!bytes) return null;
    const file = { bytes, contentType: IMAGE_TYPES_BY_EXT[match[1]!]!.contentType };
    await this.files.put(keyOf(name), file);
    return file;
  }
}
