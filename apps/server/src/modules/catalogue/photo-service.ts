import type { Product, Shop } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { PhotoFiles } from '../photos/photo-files.js';
import { toWebImage, WEB_SIZES } from '../photos/web-image.js';
import { PRODUCT_NOT_FOUND } from './admin-service.js';
import { toProduct, toShop } from './mappers.js';
import { CatalogueRepository } from './repository.js';
import { SHOP_NOT_FOUND } from './service.js';

export const PHOTO_MESSAGES = {
  type: 'The photo must be a JPEG, PNG or WebP image',
  size: 'The photo must be at most 5 MB',
  missing: 'Attach a photo (field image)',
} as const;

type Ctx = Pick<AppContext, 'db' | 'files' | 'now' | 'events'>;

/**
 * Checks, re-encodes and stores the photo, then makes it the row's only image. The row is checked
 * first (no work for a missing one); a photo stored for a row that vanished meanwhile is removed, and
 * the photo it replaces is removed after the change has committed. The catalogue caches learn of the
 * change through `catalogue.changed`, so the customer app shows the new photo at once.
 */
async function replacePhoto<T>(
  ctx: Ctx,
  kind: 'shop' | 'product',
  data: Buffer,
  target: {
    current: (repo: CatalogueRepository) => Promise<{ images: string[]; shopId: string } | null>;
    update: (repo: CatalogueRepository, images: string[], now: Date) => Promise<T | null>;
    missing: string;
  },
): Promise<T> {
  const repo = new CatalogueRepository(ctx.db);
  const before = await target.current(repo);
  if (!before) throw notFound(target.missing);
  const image = await toWebImage(data, WEB_SIZES[kind], PHOTO_MESSAGES);
  const files = new PhotoFiles(ctx.files);
  const url = await files.save(image);
  const updated = await target.update(repo, [url], ctx.now()).catch(async (error: unknown) => {
    await files.removeUploads([url]);
    throw error;
  });
  if (!updated) {
    await files.removeUploads([url]);
    throw notFound(target.missing);
  }
  await files.removeUploads(before.images.filter((old) => old !== url));
  ctx.events.emit('catalogue.changed', { shopId: before.shopId });
  return updated;
}

export function setShopPhoto(ctx: Ctx, shopId: string, data: Buffer): Promise<Shop> {
  return replacePhoto(ctx, 'shop', data, {
    missing: SHOP_NOT_FOUND,
    current: async (repo) => {
      const row = await repo.findShop(shopId, { activeOnly: false });
      return row ? { images: row.images, shopId: row.id } : null;
    },
    update: async (repo, images, now) => {
      if (!(await repo.updateShop(shopId, { images, updatedAt: now }))) return null;
      const row = await repo.findShop(shopId, { activeOnly: false });
      return row ? toShop(row, now) : null;
    },
  });
}

export function setProductPhoto(ctx: Ctx, productId: string, data: Buffer): Promise<Product> {
  return replacePhoto(ctx, 'product', data, {
    missing: PRODUCT_NOT_FOUND,
    current: async (repo) => {
      const row = await repo.findProduct(productId);
      return row ? { images: row.images, shopId: row.shopId } : null;
    },
    update: async (repo, images, now) => {
      const row = await repo.updateProduct(productId, { images, updatedAt: now });
      return row ? toProduct(row) : null;
    },
  });
}
