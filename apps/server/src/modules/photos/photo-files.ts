import { randomBytes } from 'node:crypto';
import type { FileStore, StoredFile } from '../../storage/file-store.js';
import type { WebImage } from './web-image.js';

/** Where uploaded photos are served: a fresh random name per upload, so a URL never changes meaning. */
export const PHOTO_URL_PREFIX = '/uploads/photos/';
const PHOTO_NAME = /^[0-9a-f]{32}\.webp$/;

const keyOf = (name: string) => `photos/${name}`;

/** Shop and product photos in the shared file store (any process serves what another received). */
export class PhotoFiles {
  constructor(private readonly files: FileStore) {}

  /** Stores the picture and answers its URL. */
  async save(image: WebImage): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await this.files.put(keyOf(name), { bytes: image.bytes, contentType: image.contentType });
    return `${PHOTO_URL_PREFIX}${name}`;
  }

  /** The photo behind one of our URL names; null for a name this server never made. */
  async read(name: string): Promise<StoredFile | null> {
    return PHOTO_NAME.test(name) ? this.files.get(keyOf(name)) : null;
  }

  /** Removes the uploaded photos among `urls` (demo images and other paths are left alone). */
  async removeUploads(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const name = url.startsWith(PHOTO_URL_PREFIX) ? url.slice(PHOTO_URL_PREFIX.length) : '';
      if (PHOTO_NAME.test(name)) await this.files.delete(keyOf(name));
    }
  }
}
