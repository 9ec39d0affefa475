// Makes an app installable and useful offline (issue 19, docs/decisions/0032-pwa-and-push.md): emits the web
// app manifest and the service worker (scripts/pwa/service-worker.js with this build's precache list), and
// links the manifest from index.html (or leaves that to the app: linkManifest false). Used by
// apps/web/vite.pwa.ts and apps/staff/vite.pwa.ts.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER_SOURCE = fileURLToPath(new URL('./service-worker.js', import.meta.url));

/** Files of `public/` (copied as they are by Vite), relative to it, with forward slashes. */
function publicFiles(dir, prefix = '') {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** @param {import('./vite-plugin.d.mts').PwaOptions} options */
export function jholaPwa(options) {
  let base = '/';
  let publicDir = '';
  return {
    name: 'jhola-pwa',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    transformIndexHtml() {
      const manifestLink = { rel: 'manifest', href: `${base}manifest.webmanifest` };
      return [
        ...(options.linkManifest === false ? [] : [{ tag: 'link', attrs: manifestLink, injectTo: 'head' }]),
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/icon-192.png` },
          injectTo: 'head',
        },
      ];
    },
    generateBundle(_, bundle) {
      const manifest = {
        name: options.name,
        short_name: options.shortName,
        description: options.description,
        id: base,
        start_url: options.startUrl ?? base,
        scope: base,
        display: 'standalone',
        theme_color: options.themeColor,
        background_color: options.backgroundColor,
        icons: [
          { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: `${base}icons/maskable-192.png`, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: `${base}icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      // Source maps are for people debugging, not for an offline start.
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const files = [
        ...new Set([...built, ...publicFiles(publicDir), 'index.html', 'manifest.webmanifest']),
      ].sort();
      const hash = createHash('sha256');
      for (const file of built) {
        const item = bundle[file];
        hash.update(file);
        hash.update(item.type === 'chunk' ? item.code : item.source);
      }
      const settings = {
        version: hash.digest('hex').slice(0, 16),
        files,
        icon: 'icons/icon-192.png',
        networkOnly: options.networkOnly ?? [],
      };
      const source = readFileSync(WORKER_SOURCE, 'utf8');
      const placeholder = 'const PWA = self.__JHOLA_PWA__;';
      if (!source.includes(placeholder)) throw new Error(`service-worker.js lost its line "${placeholder}"`);
      const worker = source.replace(placeholder, `const PWA = ${JSON.stringify(settings)};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });
    },
  };
}
