#!/usr/bin/env node
// Renders the install icons of both apps from their favicon.svg (issue 19): 192 and 512 px, "any" (the
// rounded tile as it is) and "maskable" (a full-bleed square with the bag inside the 80% safe circle).
// The PNGs are committed; run `node scripts/pwa/make-icons.mjs` again after changing a favicon.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The favicon's drawing without its rounded tile, on a square of its colour, shrunk into the safe zone. */
function maskable(svg) {
  const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? '#0f766e';
  const drawing = svg
    .replace(/<title>.*?<\/title>/, '')
    .replace(/<rect[^>]*\/>/, '')
    .replace(/<\/?svg[^>]*>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(12.8 12.8) scale(0.6)">${drawing}</g></svg>`;
}

for (const app of ['apps/web', 'apps/staff']) {
  const svg = readFileSync(path.join(root, app, 'public/favicon.svg'), 'utf8');
  const out = path.join(root, app, 'public/icons');
  mkdirSync(out, { recursive: true });
  for (const size of [192, 512]) {
    await sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(out, `icon-${size}.png`));
    await sharp(Buffer.from(maskable(svg)), { density: 72 * (size / 64) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(out, `maskable-${size}.png`));
  }
  console.log(`${app}/public/icons: icon-192, icon-512, maskable-192, maskable-512`);
}
