import { z } from 'zod';
import { createProductRequestSchema } from '../catalogue/admin-requests.js';
import { unitFromWord } from '../catalogue/product.js';
import { slugify } from '../common/slug.js';
import { indiaDayOf } from './india-day.js';

/** The columns of a shop's catalogue as a spreadsheet, in this order (issue 30). Prices in rupees, as shops keep them. */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'unit',
  'packSize',
  'price',
  'mrp',
  'stock',
  'listed',
  'tags',
  'aliases',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
export type CatalogueCsvRecord = Record<CatalogueCsvColumn, string>;

/** Rows one import may hold. */
export const CATALOGUE_CSV_MAX_ROWS = 20_000;

export const catalogueImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .transform((v) => v === 'true')
    .default(false),
});

export const csvErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type CsvError = z.infer<typeof csvErrorSchema>;

export const catalogueImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(csvErrorSchema),
  dryRun: z.boolean(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** One product as a row carries it, ready to store. */
export interface CatalogueCsvProduct {
  sku: string | null;
  name: string;
  brand: string;
  category: string;
  unit: string;
  packSize: string | null;
  price: number;
  originalPrice: number | null;
  stockQuantity: number;
  isActive: boolean;
  tags: string[];
  /** Other names search finds it by, `|`-separated in the file; absent when the file has no such column. */
  aliases?: string[];
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
const YES = new Set(['yes', 'y', 'true', '1', 'हाँ', 'हां']);
const NO = new Set(['no', 'n', 'false', '0', 'नहीं']);

/** Where a product field's message belongs among the spreadsheet's columns. */
const COLUMN_OF: Record<string, CatalogueCsvColumn> = {
  name: 'name',
  category: 'category',
  unit: 'unit',
  packSize: 'packSize',
  price: 'price',
  originalPrice: 'mrp',
  stockQuantity: 'stock',
  tags: 'tags',
  aliases: 'aliases',
  isActive: 'listed',
};

const numberOf = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.trim().replace(/,/g, ''));

/**
 * A text cell the export guarded against spreadsheet formulas starts with an apostrophe before = + - @ or
 * a tab/CR (papaparse's `escapeFormulae`, as spreadsheets themselves do); reading the file back drops the
 * guard, so an export imported again changes nothing.
 */
export const withoutFormulaGuard = (text: string): string =>
  /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;

/** "bhindi | okra" → bhindi, okra: aliases hold commas and spaces, so a bar separates them. */
const aliasesOf = (text: string) =>
  text
    .split('|')
    .map((alias) => alias.trim())
    .filter(Boolean);

/** Reads one row (line numbers count the header as line 1) into a product, or every mistake in it. */
export function readCatalogueCsvRow(
  record: Partial<CatalogueCsvRecord>,
  line: number,
): { product: CatalogueCsvProduct; errors: [] } | { product: null; errors: CsvError[] } {
  const cell = (column: CatalogueCsvColumn) => withoutFormulaGuard(record[column] ?? '').trim();
  const errors: CsvError[] = [];
  const sku = cell('sku');
  if (sku && !SKU.test(sku))
    errors.push({ line, field: 'sku', message: 'SKU: up to 40 letters, digits, dots, dashes or slashes' });
  const brand = cell('brand');
  if (brand.length > 60)
    errors.push({ line, field: 'brand', message: 'Brand must be at most 60 characters' });
  const listed = cell('listed').toLowerCase();
  if (listed && !YES.has(listed) && !NO.has(listed))
    errors.push({ line, field: 'listed', message: 'Listed must be yes or no' });
  const mrp = cell('mrp');
  const candidate = {
    name: cell('name'),
    category: cell('category'),
    unit: unitFromWord(cell('unit')) || 'piece',
    packSize: cell('packSize') || null,
    price: numberOf(cell('price')),
    originalPrice: mrp ? numberOf(mrp) : null,
    stockQuantity: cell('stock') ? numberOf(cell('stock')) : 0,
    isActive: !NO.has(listed),
    tags: cell('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(record.aliases === undefined ? {} : { aliases: aliasesOf(cell('aliases')) }),
  };
  const parsed = createProductRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = COLUMN_OF[String(issue.path[0] ?? 'name')] ?? 'name';
      errors.push({ line, field, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { product: null, errors };
  const p = parsed.data;
  return {
    product: {
      sku: sku || null,
      name: p.name,
      brand,
      category: p.category ?? '',
      unit: p.unit ?? 'piece',
      packSize: p.packSize ?? null,
      price: p.price,
      originalPrice: p.originalPrice ?? null,
      stockQuantity: p.stockQuantity ?? 0,
      isActive: p.isActive ?? true,
      tags: p.tags ?? [],
      ...(p.aliases ? { aliases: p.aliases } : {}),
    },
    errors: [],
  };
}

/** A product as its spreadsheet row. */
export function catalogueCsvRow(product: CatalogueCsvProduct & { sku: string }): CatalogueCsvRecord {
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.category,
    unit: product.unit,
    packSize: product.packSize ?? '',
    price: product.price.toFixed(2),
    mrp: product.originalPrice === null ? '' : product.originalPrice.toFixed(2),
    stock: String(product.stockQuantity),
    listed: product.isActive ? 'yes' : 'no',
    tags: product.tags.join(', '),
    aliases: (product.aliases ?? []).join(' | '),
  };
}

/** The export's file name, after the shop and the India day (issue 47): `apna-bazaar-products-2026-11-28.csv`. */
export const catalogueCsvFileName = (shopName: string, at: Date): string =>
  `${slugify(shopName)}-products-${indiaDayOf(at)}.csv`;
