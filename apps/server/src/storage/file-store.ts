/** One stored file: its bytes and how to serve them. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files (bill photos, shop and product photos) live so that every process reads what any
 * process wrote. PostgreSQL by default (postgres-file-store.ts); an S3-compatible bucket when
 * `FILE_STORE=s3` (s3-file-store.ts). Keys are ours alone, e.g. `bills/<random>.jpg`.
 */
export interface FileStore {
  /** Stores (or replaces) the file under `key`. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
