/**
 * What a generated packshot prints (issue 47): the brand, what the product is and its size, carried in
 * the picture's path as base64url JSON, so the picture depends on the path alone (cached for a year)
 * and no table is read to draw it. `icon` is the slug the emblem is chosen by (icon-rules.ts).
 */
export interface PackLabel {
  brand: string;
  title: string;
  size: string;
  icon: string;
}

const MAX_FIELD = 80;
/** The longest file name of a pack: four fields of 80 characters, as base64url JSON. */
export const MAX_PACK_FILE = 600;

export const encodePackLabel = (label: PackLabel): string =>
  Buffer.from(JSON.stringify([label.brand, label.title, label.size, label.icon])).toString('base64url');

/** The label of a pack's file name; null for anything that is not one (the route answers 404). */
export function decodePackLabel(encoded: string): PackLabel | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 4 ||
      !parsed.every((f) => typeof f === 'string' && f.length <= MAX_FIELD)
    ) {
      return null;
    }
    const [brand, title, size, icon] = parsed as string[];
    return { brand: brand!, title: title!, size: size!, icon: icon! };
  } catch {
    return null;
  }
}

/** "Aashirvaad Whole Wheat Atta 5 kg" with brand "Aashirvaad" and size "5 kg" → "Whole Wheat Atta". */
export function packTitle(name: string, brand: string, size: string): string {
  let title = name.trim();
  if (brand && title.toLowerCase().startsWith(`${brand.toLowerCase()} `))
    title = title.slice(brand.length + 1);
  if (size && title.toLowerCase().endsWith(` ${size.toLowerCase()}`))
    title = title.slice(0, -size.length - 1);
  return title.slice(0, MAX_FIELD) || name.slice(0, MAX_FIELD);
}
