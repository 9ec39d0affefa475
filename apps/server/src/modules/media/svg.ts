import type { MediaKind } from './paths.js';

/** Deep, saturated backgrounds: white text on each keeps a contrast ratio above 4.5:1. */
const PALETTE = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#0369a1',
  '#4338ca',
  '#7e22ce',
  '#be185d',
  '#57534e',
];

const SIZES: Record<MediaKind, { width: number; height: number }> = {
  shops: { width: 640, height: 360 },
  products: { width: 320, height: 320 },
};

/** A small stable hash (FNV-1a) so the same slug always gets the same colour. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const words = (slug: string) => slug.split('-').filter(Boolean);
const titleCase = (slug: string) =>
  words(slug)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const initials = (slug: string) =>
  words(slug)
    .filter((w) => !/^\d/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '#';

/**
 * A placeholder picture: coloured background, big initials, the name below. The slug is already
 * limited to [a-z0-9-], so nothing in it needs XML escaping. Width and height are explicit so the
 * browser can reserve the space before the image arrives.
 */
export function renderSvg(kind: MediaKind, slug: string): string {
  const { width: w, height: h } = SIZES[kind];
  const colour = PALETTE[hash(slug) % PALETTE.length];
  const label = titleCase(slug);
  const caption = label.length > 28 ? `${label.slice(0, 27)}…` : label;
  const big = Math.round(h * 0.36);
  const small = Math.round(h * (kind === 'shops' ? 0.08 : 0.075));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<g fill="#fff" font-family="system-ui,sans-serif" text-anchor="middle">` +
    `<text x="50%" y="${Math.round(h * 0.55)}" font-size="${big}" font-weight="700">${initials(slug)}</text>` +
    `<text x="50%" y="${Math.round(h * 0.82)}" font-size="${small}">${caption}</text></g></svg>`
  );
}
