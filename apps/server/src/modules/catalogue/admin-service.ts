import type {
  CreateProductRequest,
  CreateShopRequest,
  Product,
  Shop,
  UpdateProductRequest,
  UpdateShopRequest,
} from '@jhola/domain';
import { DEFAULT_DELIVERY_FEE, DEFAULT_INQUIRY_MINUTES, DEFAULT_TAX_RATE, kolkataDate } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { notFound, validationError } from '../../http/errors.js';
import { mediaPath, packPath } from '../media/paths.js';
import { toProduct, toShop } from './mappers.js';
import { CatalogueRepository, type NewShopRow } from './repository.js';
import { SHOP_NOT_FOUND } from './service.js';
import { scheduleClosuresChanged } from './shop-closures-job.js';
import { keepNearestBandFee } from './shop-fees.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Flattens the request into the table's columns (only the parts that were sent): the address and
 * coordinates into their columns, "closed today" into the date it is today in India.
 */
function shopColumns(body: UpdateShopRequest, now: Date): Partial<NewShopRow> {
  const { address, coordinates, closedToday, ...rest } = body;
  return {
    ...rest,
    ...(address ?? {}),
    ...(coordinates ? { latitude: coordinates.lat, longitude: coordinates.lng } : {}),
    ...(closedToday === undefined ? {} : { closedOn: closedToday ? kolkataDate(now) : null }),
  };
}

type AdminContext = Pick<AppContext, 'db' | 'now' | 'jobKinds'>;

async function shopById(ctx: AdminContext, repo: CatalogueRepository, id: string): Promise<Shop> {
  const row = await repo.findShop(id, { activeOnly: false });
  if (!row) throw notFound(SHOP_NOT_FOUND);
  return toShop(row, ctx.now());
}

async function createShop(ctx: AdminContext, body: CreateShopRequest): Promise<Shop> {
  const repo = new CatalogueRepository(ctx.db);
  const now = ctx.now();
  const id = await repo.insertShop({
    deliveryFee: DEFAULT_DELIVERY_FEE,
    taxRate: DEFAULT_TAX_RATE,
    inquiryAvailableTime: DEFAULT_INQUIRY_MINUTES,
    ...shopColumns(body, now),
    name: body.name,
    category: body.category,
    images: body.images ?? [mediaPath('shops', body.name)],
    createdAt: now,
    updatedAt: now,
  });
  return shopById(ctx, repo, id);
}

/**
 * A change of the hours, of whether the shop is closed today or listed at all, writes the same job an
 * owner's change does (issue 46), in the same transaction: booked slots the shop is now closed in move
 * or are cancelled at once, not at the next sweep.
 */
async function updateShop(ctx: AdminContext, id: string, body: UpdateShopRequest): Promise<Shop> {
  const now = ctx.now();
  const closures =
    body.operatingHours !== undefined || body.closedToday !== undefined || body.isActive !== undefined;
  await ctx.db.transaction(async (tx) => {
    if (!(await new CatalogueRepository(tx).updateShop(id, { ...shopColumns(body, now), updatedAt: now }))) {
      throw notFound(SHOP_NOT_FOUND);
    }
    if (body.deliveryFee !== undefined) await keepNearestBandFee(tx, id, body.deliveryFee);
    if (closures) await scheduleClosuresChanged(tx, id, now);
  });
  if (closures) ctx.jobKinds.wake();
  return shopById(ctx, new CatalogueRepository(ctx.db), id);
}

async function createProduct(
  ctx: AdminContext,
  shopId: string,
  body: CreateProductRequest,
): Promise<Product> {
  const repo = new CatalogueRepository(ctx.db);
  if (!(await repo.findShop(shopId, { activeOnly: false }))) throw notFound(SHOP_NOT_FOUND);
  const now = ctx.now();
  const row = await repo.insertProduct({
    ...body,
    shopId,
    images: body.images ?? [packPath({ name: body.name, packSize: body.packSize ?? null })],
    createdAt: now,
    updatedAt: now,
  });
  return toProduct(row);
}

/** The original price must stay above the price, judged against the stored value of whichever is not sent. */
async function updateProduct(ctx: AdminContext, id: string, body: UpdateProductRequest): Promise<Product> {
  return ctx.db.transaction(async (tx) => {
    const repo = new CatalogueRepository(tx);
    const current = await repo.findProduct(id, { forUpdate: true });
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const price = body.price ?? current.price;
    const originalPrice = body.originalPrice !== undefined ? body.originalPrice : current.originalPrice;
    if (originalPrice !== null && originalPrice <= price) {
      throw validationError([{ field: 'originalPrice', message: 'Original price must be above the price' }]);
    }
    const row = await repo.updateProduct(id, { ...body, updatedAt: ctx.now() });
    return toProduct(row ?? current);
  });
}

/** The admin catalogue API: create and change shops and products. */
export const catalogueAdmin = { createShop, updateShop, createProduct, updateProduct };
