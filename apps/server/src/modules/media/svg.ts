import { wrapCaption } from './caption.js';
import { FALLBACK_ICON, type IconRule, PRODUCT_RULES, SHOP_RULES } from './icon-rules.js';
import { ICON_SIZE, ICONS } from './icons.gen.js';
import type { MediaKind } from './paths.js';

/** Light tints: the dark caption on each keeps a contrast ratio above 7:1, and the icon's colours show. */
export const TINTS = [
  '#fee2e2',
  '#ffedd5',
  '#fef3c7',
  '#dcfce7',
  '#ccfbf1',
  '#e0f2fe',
  '#e0e7ff',
  '#f3e8ff',
  '#fce7f3',
  '#f5f5f4',
];
const CAPTION = '#1f2937';

const SIZES: Record<MediaKind, { width: number; height: number }> = {
  shops: { width: 640, height: 360 },
  products: { width: 320, height: 320 },
};

/** A small stable hash (FNV-1a) so the same slug always gets the same tint. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The icon of the first rule with a keyword among the slug's words ("iyengar-bakery" → croissant). */
export function iconFor(kind: MediaKind, slug: string): string {
  const padded = `-${slug}-`;
  const rules: readonly IconRule[] = kind === 'shops' ? [...SHOP_RULES, ...PRODUCT_RULES] : PRODUCT_RULES;
  const rule = rules.find(([keywords]) => keywords.some((k) => padded.includes(`-${k}-`)));
  return rule?.[1] ?? FALLBACK_ICON[kind];
}

/** A semibold system-ui glyph is at most this wide on average, in ems (so a line estimated to fit does). */
const GLYPH_EM = 0.6;

/**
 * The shop's name under its icon, in up to two lines kept inside the picture's central square: a
 * phone shows the 16:9 picture cropped to a square (object-cover), so anything wider would be cut at
 * both ends ("mma Fresh Supermark").
 */
function shopCaption(label: string, w: number, h: number): string {
  const fontSize = Math.round(h * 0.08);
  const safeWidth = Math.min(w, h) * 0.9;
  const lines = wrapCaption(label, Math.floor(safeWidth / (fontSize * GLYPH_EM)), 2);
  const baselines = lines.length === 1 ? [0.86] : [0.79, 0.9];
  return lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(h * baselines[i]!)}" fill="${CAPTION}" font-family="system-ui,sans-serif" ` +
        `font-size="${fontSize}" font-weight="600" text-anchor="middle">${line}</text>`,
    )
    .join('');
}

/**
 * An illustration of what the shop or product is: its icon on a light tint, and for a shop its name
 * below. The slug is limited to [a-z0-9-], so nothing in it needs XML escaping. Width and height are
 * explicit so the browser reserves the space before the image arrives.
 */
export function renderSvg(kind: MediaKind, slug: string): string {
  const { width: w, height: h } = SIZES[kind];
  const tint = TINTS[hash(slug) % TINTS.length];
  const label = titleCase(slug);
  const iconSize = Math.round(h * (kind === 'shops' ? 0.5 : 0.6));
  const x = Math.round((w - iconSize) / 2);
  const y = Math.round(kind === 'shops' ? h * 0.12 : (h - iconSize) / 2);
  const icon = ICONS[iconFor(kind, slug)] ?? '';
  const text = kind === 'shops' ? shopCaption(label, w, h) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    `<rect width="100%" height="100%" fill="${tint}"/>` +
    `<g transform="translate(${x} ${y}) scale(${iconSize / ICON_SIZE})">${icon}</g>${text}</svg>`
  );
}
