import sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import { sniffImageType } from './image-type.js';

/** Uploads of photos and bills: at most 5 MB before re-encoding. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A decompression bomb (a tiny file claiming a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

// libvips' operation cache only helps repeated work on the same images; on a small server it is memory.
sharp.cache(false);

/** How big each kind of picture is kept: enough for the largest place the app shows it, no more. */
export const WEB_SIZES = {
  shop: { maxSide: 1600, quality: 78 },
  product: { maxSide: 1000, quality: 78 },
  /** Receipts carry small print: larger and a little sharper. */
  bill: { maxSide: 2000, quality: 82 },
} as const;

export interface WebImage {
  bytes: Buffer;
  contentType: 'image/webp';
  ext: 'webp';
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP by content (the first bytes, then a full decode: a
 * name or a declared type is never trusted), turns it upright, scales it down to `maxSide`, and writes
 * a fresh WebP. Nothing of the original's metadata survives (EXIF, GPS location, XMP, comments).
 */
export async function toWebImage(
  data: Buffer,
  size: { maxSide: number; quality: number },
  messages: { type: string; size: string },
): Promise<WebImage> {
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', messages.size);
  if (!sniffImageType(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  try {
    const { data: bytes, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: size.maxSide, height: size.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size.quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes, contentType: 'image/webp', ext: 'webp', width: info.width, height: info.height };
  } catch {
    // A broken or truncated file, or one past the pixel limit: not an image we can use.
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  }
}
