import { wrapCaption } from './caption.js';
import { FALLBACK_ICON } from './icon-rules.js';
import { ICON_SIZE, ICONS } from './icons.gen.js';
import type { PackLabel } from './pack-label.js';
import { SHAPES, shapeFor } from './pack-shapes.js';
import { slugify } from './paths.js';
import { hash, iconFor, TINTS } from './svg.js';

export const PACK_SIZE = { width: 320, height: 256 } as const;

/**
 * Brand colours: deep enough that white print on them, and they on white, keep a contrast above 4.5:1,
 * the way a real pack reads on a shelf.
 */
const BRAND_COLOURS = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#1d4ed8',
  '#6d28d9',
  '#a21caf',
  '#be123c',
  '#854d0e',
  '#166534',
];
const INK = '#1f2937';
const FONT = 'font-family="system-ui,sans-serif" text-anchor="middle"';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The emblem's icon (icon-rules.ts): by what the product is, and only when that says nothing by its brand
 * too ("Surf Excel Easy Wash": the brand is the detergent; "Maggi Tomato Ketchup" is ketchup, not noodles).
 */
export function packIcon(label: PackLabel): string {
  const byWhat = iconFor('products', slugify(label.icon || label.title));
  return byWhat !== FALLBACK_ICON.products
    ? byWhat
    : iconFor('products', slugify(`${label.brand} ${label.title}`));
}

/** The emblem scaled into a box. */
const emblem = (icon: string, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / ICON_SIZE})">${ICONS[icon] ?? ''}</g>`;

/** Lines of text centred on `cx`, from the first baseline `y`, `lead` apart. */
function lines(texts: string[], cx: number, y: number, lead: number, attrs: string): string {
  return texts
    .map((t, i) => `<text x="${cx}" y="${y + i * lead}" ${FONT} ${attrs}>${escapeXml(t)}</text>`)
    .join('');
}

/**
 * A packshot of a branded product (its container in the brand's colour, a white label with the brand,
 * what it is and its size), or, without a brand, the thing itself on a tint with its name and size (an
 * onion is sold loose, not in a pack). Drawn from the label alone: the same path is the same picture.
 */
export function renderPack(label: PackLabel): string {
  const { width: w, height: h } = PACK_SIZE;
  const all = [label.brand, label.title, label.size].filter(Boolean).join(' ');
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" ` +
    `aria-label="${escapeXml(all)}">`;
  const icon = packIcon(label);
  const tint = TINTS[hash(slugify(label.title)) % TINTS.length];
  if (!label.brand) {
    const title = wrapCaption(label.title, 24, 2);
    return (
      `${open}<rect width="100%" height="100%" fill="${tint}"/>${emblem(icon, 110, 14, 100)}` +
      lines(title, 160, title.length > 1 ? 152 : 168, 24, `fill="${INK}" font-size="20" font-weight="600"`) +
      (label.size
        ? `<rect x="110" y="206" width="100" height="30" rx="15" fill="#fff"/>` +
          lines([label.size], 160, 227, 0, `fill="${INK}" font-size="16" font-weight="700"`)
        : '') +
      '</svg>'
    );
  }
  const colour = BRAND_COLOURS[hash(slugify(label.brand)) % BRAND_COLOURS.length]!;
  const shape = SHAPES[shapeFor(slugify(`${label.title} ${label.icon}`))];
  const { x, y, width, height } = shape.label;
  const cx = x + width / 2;
  // Widths by the caption's widest average glyph (0.6 em), so a line estimated to fit does.
  const brand = wrapCaption(label.brand, Math.floor(width / (17 * 0.6)), 2);
  const title = wrapCaption(label.title, Math.floor(width / (15 * 0.6)), 4 - brand.length);
  const titleTop = y + 22 + brand.length * 19;
  const e = shape.emblem;
  return (
    `${open}<rect width="100%" height="100%" fill="${tint}"/>` +
    shape.svg(colour, `${colour}cc`) +
    `<circle cx="${e.x + e.size / 2}" cy="${e.y + e.size / 2}" r="${e.size / 2 + 6}" fill="#fff"/>` +
    emblem(icon, e.x, e.y, e.size) +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#fff"/>` +
    lines(brand, cx, y + 21, 19, `fill="${colour}" font-size="17" font-weight="800"`) +
    lines(title, cx, titleTop, 18, `fill="${INK}" font-size="15" font-weight="600"`) +
    (label.size
      ? lines([label.size], cx, y + height - 10, 0, `fill="${colour}" font-size="18" font-weight="800"`)
      : '') +
    '</svg>'
  );
}
