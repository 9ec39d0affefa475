import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { ERROR_MESSAGES } from '@jhola/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dropPageOnlyHeaders } from '../../http/document-headers.js';

const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const defaultStaffDist = fileURLToPath(new URL('../../../../staff/dist', import.meta.url));

/** The pages of the built apps (their inline scripts are allowed by hash: http/inline-script-hashes.ts). */
export const builtPages = (config: { webDist?: string | undefined; staffDist?: string | undefined }) => [
  path.join(path.resolve(config.webDist ?? defaultWebDist), 'index.html'),
  path.join(path.resolve(config.staffDist ?? defaultStaffDist), 'index.html'),
];

/** Where the staff app is served; its own bundle, so the customer app's first load never carries it. */
export const STAFF_PREFIX = '/staff';

interface Build {
  root: string;
  prefix: string;
}

function findBuild(app: FastifyInstance, dir: string, prefix: string, name: string): Build | null {
  const root = path.resolve(dir);
  if (existsSync(path.join(root, 'index.html'))) return { root, prefix };
  app.log.warn({ root }, `${name} build not found; it is not served (run npm run build)`);
  return null;
}

/** The app's icons: not hashed, but used several times by one page load (decision 0053). */
const isIcon = (relative: string) => relative === 'favicon.svg' || relative.startsWith(`icons${path.sep}`);

/**
 * A hashed script of the build (or its compressed copy), which pages import and never open as a page
 * or a worker: the service worker (`sw.js`) is outside `assets/`, and no worker is built from `assets/`.
 */
const isImportedScript = (relative: string) =>
  relative.startsWith(`assets${path.sep}`) && /\.js(\.br|\.gz)?$/.test(relative);

/**
 * Hashed assets are cached for a year, the scripts among them without the headers only a page reads
 * (http/document-headers.ts); the icons for a day (the header's logo is the favicon, and a
 * revalidated one was asked for again by every <img> React drew during the first load); everything else
 * (index.html, the manifest) is revalidated.
 * The service worker (`sw.js`, issue 19) is always revalidated, so a deploy reaches open apps, and may
 * control exactly its app's scope (`/` or `/staff/`). The build writes brotli and gzip copies next to its
 * text files (apps/web/vite.compress.ts): those are sent as files, with Content-Encoding and
 * Vary: Accept-Encoding, so no request compresses them again; a file without a copy is compressed on the
 * fly as before.
 */
function staticOptions(build: Build, decorateReply: boolean): FastifyStaticOptions {
  return {
    root: build.root,
    prefix: `${build.prefix}/`,
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply,
    setHeaders(reply, filePath) {
      const relative = path.relative(build.root, filePath);
      const immutable = relative.startsWith(`assets${path.sep}`);
      const cacheControl = immutable
        ? 'public, max-age=31536000, immutable'
        : isIcon(relative)
          ? 'public, max-age=86400'
          : 'no-cache';
      reply.header('Cache-Control', cacheControl);
      // A file kept a year untouched needs one validator, not two (the ETag stays), and a script is
      // never asked for by ranges: 70 bytes less on each of a first load's ten or so files (issue 47).
      if (immutable) {
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
      if (isImportedScript(relative)) dropPageOnlyHeaders(reply);
      if (relative === 'sw.js') reply.header('Service-Worker-Allowed', `${build.prefix}/`);
      if (relative === 'manifest.webmanifest') reply.header('Content-Type', 'application/manifest+json');
    },
  };
}

/** The app shell for a client route, or a plain 404 for a missing file (a stale chunk must fail loudly). */
function sendShell(reply: FastifyReply, build: Build, url: string) {
  const inside = url.slice(build.prefix.length);
  if (inside.startsWith('/assets/') || path.extname(url) !== '') {
    return reply.status(404).type('text/plain').send('Not found');
  }
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html', build.root);
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/**
 * Serves the built customer app at / and the built staff app at /staff, each with its own SPA
 * fallback: any other GET outside /api and /socket.io answers the matching index.html.
 */
export async function webAppPlugin(app: FastifyInstance): Promise<void> {
  const { webDist, staffDist } = app.ctx.config;
  const web = findBuild(app, webDist ?? defaultWebDist, '', 'web app');
  const staff = findBuild(app, staffDist ?? defaultStaffDist, STAFF_PREFIX, 'staff app');
  // @fastify/static decorates the reply once; sendFile takes the root of the build it serves.
  if (web) await app.register(fastifyStatic, staticOptions(web, true));
  if (staff) await app.register(fastifyStatic, staticOptions(staff, !web));
  if (!web && !staff) return;
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/socket.io/')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound });
    }
    if (isUnder(url, STAFF_PREFIX)) {
      return staff ? sendShell(reply, staff, url) : reply.status(404).type('text/plain').send('Not found');
    }
    return web ? sendShell(reply, web, url) : reply.status(404).type('text/plain').send('Not found');
  });
}
