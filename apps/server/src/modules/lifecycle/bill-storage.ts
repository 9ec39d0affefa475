import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFile } from '../../storage/file-store.js';

/** Bills are images, at most 5 MB. */
export const MAX_BILL_BYTES = 5 * 1024 * 1024;

export type BillImageType = { ext: 'jpg' | 'png' | 'webp'; contentType: string };

const TYPES_BY_EXT: Record<string, BillImageType> = {
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Decides the type by the file's first bytes, never by its name or the declared content type. */
export function sniffBillImage(data: Buffer): BillImageType | null {
  if (data.length >= 3 && startsWith(data, [0xff, 0xd8, 0xff])) return TYPES_BY_EXT.jpg!;
  if (data.length >= 8 && startsWith(data, PNG_SIGNATURE)) return TYPES_BY_EXT.png!;
  if (data.length >= 12 && startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return TYPES_BY_EXT.webp!;
  return null;
}

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
  async save(data: Buffer, type: BillImageType): Promise<string> {
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
    const file = { bytes, contentType: TYPES_BY_EXT[match[1]!]!.contentType };
    await this.files.put(keyOf(name), file);
    return file;
  }
}
