import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_ROWS,
  type CatalogueCsvProduct,
  type CatalogueImportResult,
  type CsvError,
  catalogueCsvFileName,
  catalogueCsvRow,
  readCatalogueCsvRow,
} from '@jhola/domain';
import Papa from 'papaparse';
import type { AppContext } from '../../context.js';
import { csvFile } from '../../http/csv.js';
import { notFound, validationError } from '../../http/errors.js';
import { type CsvProductRow, ProductCsvRepository } from './product-csv-repository.js';
import { CatalogueRepository } from './repository.js';
import { SHOP_NOT_FOUND } from './service.js';

type Ctx = Pick<AppContext, 'db' | 'now' | 'events' | 'database'>;

const REQUIRED = ['name', 'price'] as const;

async function requireShop(ctx: Ctx, shopId: string) {
  const shop = await new CatalogueRepository(ctx.db).findShop(shopId, { activeOnly: false });
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shop;
}

/**
 * The shop's products as CSV: a header row, then one row per product (issue 30), guarded against formulas;
 * named after the shop and the day (issue 47).
 */
export async function exportCatalogueCsv(
  ctx: Ctx,
  shopId: string,
): Promise<{ csv: string; fileName: string }> {
  const shop = await requireShop(ctx, shopId);
  const rows = (await new ProductCsvRepository(ctx.db).ofShop(shopId)).map(catalogueCsvRow);
  return {
    csv: csvFile(
      CATALOGUE_CSV_COLUMNS,
      rows.map((r) => CATALOGUE_CSV_COLUMNS.map((c) => r[c])),
    ),
    fileName: catalogueCsvFileName(shop.name, ctx.now()),
  };
}

const same = (a: CatalogueCsvProduct, b: CsvProductRow) =>
  a.name === b.name &&
  a.brand === b.brand &&
  a.category === b.category &&
  a.unit === b.unit &&
  a.packSize === b.packSize &&
  a.price === b.price &&
  a.originalPrice === b.originalPrice &&
  a.stockQuantity === b.stockQuantity &&
  a.isActive === b.isActive &&
  JSON.stringify(a.tags) === JSON.stringify(b.tags) &&
  // A file without the aliases column keeps the stored ones.
  (a.aliases === undefined || JSON.stringify(a.aliases) === JSON.stringify(b.aliases));

/** Reads the file: the header, then every row; all the mistakes, not the first. */
function readFile(text: string): { rows: CatalogueCsvProduct[]; errors: CsvError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const errors: CsvError[] = [];
  const header = parsed.meta.fields ?? [];
  for (const column of REQUIRED)
    if (!header.includes(column))
      errors.push({ line: 1, field: column, message: `The ${column} column is missing` });
  for (const column of header)
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column))
      errors.push({ line: 1, field: column, message: `Unknown column "${column}"` });
  if (parsed.data.length > CATALOGUE_CSV_MAX_ROWS)
    errors.push({ line: 1, field: 'file', message: `At most ${CATALOGUE_CSV_MAX_ROWS} rows a file` });
  if (errors.length > 0) return { rows: [], errors };
  for (const e of parsed.errors)
    errors.push({
      line: (e.row ?? 0) + 2,
      field: 'row',
      message: 'This row’s quotes or columns do not match the header',
    });

  const rows: CatalogueCsvProduct[] = [];
  const skuLine = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    const read = readCatalogueCsvRow(record, line);
    errors.push(...read.errors);
    if (!read.product) return;
    const sku = read.product.sku;
    if (sku) {
      const first = skuLine.get(sku.toLowerCase());
      if (first) errors.push({ line, field: 'sku', message: `SKU ${sku} is also on line ${first}` });
      else skuLine.set(sku.toLowerCase(), line);
    }
    rows.push(read.product);
  });
  return { rows, errors };
}

/**
 * Imports a shop's products from CSV, matched by SKU. A dry run changes nothing and tells what would
 * happen with every mistake; a real import with any mistake is 422 with all of them and changes nothing;
 * a good file is applied in one transaction with set-based writes, and the catalogue's caches hear of it.
 */
export async function importCatalogueCsv(
  ctx: Ctx,
  shopId: string,
  text: string,
  dryRun: boolean,
): Promise<CatalogueImportResult> {
  await requireShop(ctx, shopId);
  const { rows, errors } = readFile(text);
  const sorted = errors.sort((a, b) => a.line - b.line);
  if (sorted.length > 0 && !dryRun) {
    throw validationError(
      sorted.map((e) => ({ ...e })),
      `${sorted.length} mistake${sorted.length === 1 ? '' : 's'} in the file; nothing was imported`,
    );
  }
  const now = ctx.now();
  // A bulk write of up to 20,000 rows: on the slow pool, whose statements may run past the 3 s of a request's.
  const result = await ctx.database.slowDb.transaction(async (tx) => {
    const repo = new ProductCsvRepository(tx);
    const existing = new Map((await repo.ofShop(shopId)).map((p) => [p.sku.toLowerCase(), p]));
    const created: CatalogueCsvProduct[] = [];
    const updated: CsvProductRow[] = [];
    let unchanged = 0;
    for (const row of rows) {
      const current = row.sku ? existing.get(row.sku.toLowerCase()) : undefined;
      if (!current) created.push(row);
      else if (same(row, current)) unchanged += 1;
      else updated.push({ ...row, id: current.id, sku: current.sku });
    }
    if (!dryRun && sorted.length === 0) {
      await repo.insertMany(shopId, created, now);
      await repo.updateMany(updated, now);
    }
    return { created: created.length, updated: updated.length, unchanged };
  });
  if (!dryRun && (result.created > 0 || result.updated > 0)) ctx.events.emit('catalogue.changed', { shopId });
  return { ...result, errors: sorted, dryRun };
}
