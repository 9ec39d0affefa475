import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';

const defaultDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built customer app: hashed assets are cached for a year, index.html is revalidated,
 * and any other GET outside /api and /socket.io falls back to index.html so client routes load.
 */
export async function webAppPlugin(app: FastifyInstance): Promise<void> {
  const root = path.resolve(app.ctx.config.webDist ?? defaultDist);
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (!hasBuild) {
    app.log.warn({ root }, 'web app build not found; only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/socket.io/')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: ERROR_MESSAGES.notFound });
    }
    // A missing asset is a real 404, not the app shell (a stale chunk must fail loudly so the app can recover).
    if (url.startsWith('/assets/') || path.extname(url) !== '') {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
