import type { FileStoreConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FileStore } from './file-store.js';
import { PostgresFileStore } from './postgres-file-store.js';
import { S3FileStore } from './s3-file-store.js';

export type { FileStore } from './file-store.js';

/** The store FILE_STORE names: the database (default) or an S3-compatible bucket. */
export const createFileStore = (config: FileStoreConfig, db: Db): FileStore =>
  config.kind === 's3' ? new S3FileStore(config) : new PostgresFileStore(db);
