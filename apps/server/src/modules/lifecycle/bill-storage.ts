import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export class BillStorage {
  constructor(private readonly dataDir: string) {}

  private get dir(): string {
    return path.join(this.dataDir, 'bills');
  }

  /** Writes the image under DATA_DIR/bills/<random>.<ext> and returns the stored name. */
  async save(data: Buffer, type: BillImageType): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    await writeFile(path.join(this.dir, name), data, { flag: 'wx', mode: 0o600 });
    return name;
  }

  async remove(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await rm(path.join(this.dir, name), { force: true });
  }

  /** Where a stored bill lives, and how to serve it; null for a name this server did not make. */
  locate(name: string): { file: string; contentType: string } | null {
    const match = STORED_NAME.exec(name);
    if (!match) return null;
    return { file: path.join(this.dir, name), contentType: TYPES_BY_EXT[match[1]!]!.contentType };
  }
}
