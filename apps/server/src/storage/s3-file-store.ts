import type { FileStoreConfig } from '../config.js';
import type { FileStore, StoredFile } from './file-store.js';
import { encodePath, signS3Request } from './s3-signature.js';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>;

const TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...), chosen with
 * FILE_STORE=s3. Path-style addressing by default (S3_FORCE_PATH_STYLE), which every one of them accepts.
 */
export class S3FileStore implements FileStore {
  constructor(private readonly config: S3Config) {}

  private urlOf(key: string): URL {
    const base = new URL(this.config.endpoint);
    if (this.config.forcePathStyle) return new URL(encodePath(`/${this.config.bucket}/${key}`), base);
    base.hostname = `${this.config.bucket}.${base.hostname}`;
    return new URL(encodePath(`/${key}`), base);
  }

  private async send(method: 'GET' | 'PUT' | 'DELETE', key: string, file?: StoredFile): Promise<Response> {
    const url = this.urlOf(key);
    const headers = signS3Request({
      method,
      url,
      ...(file ? { body: file.bytes, contentType: file.contentType } : {}),
      credentials: this.config,
    });
    return fetch(url, {
      method,
      headers,
      ...(file ? { body: file.bytes } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const response = await this.send('PUT', key, file);
    if (!response.ok) throw new Error(`S3 PUT ${key}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw new Error(`S3 GET ${key}: HTTP ${response.status}`);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key}: HTTP ${response.status}`);
  }
}
