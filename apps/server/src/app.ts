import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { EventBus } from './events/event-bus.js';
import { registerErrorHandler } from './http/error-handler.js';
import { authenticatePlugin } from './modules/auth/authenticate.js';
import { healthRoutes } from './modules/health/routes.js';
import { webAppPlugin } from './modules/web-app/plugin.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

/** Secrets and tokens never reach the logs. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.credential',
];

/** Builds the whole application; server.ts only listens, tests use `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel, redact: REDACT },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config: options.config,
    database: options.database,
    db: options.database.db,
    now: options.now ?? (() => new Date()),
    events: new EventBus(),
  };
  ctx.events.onError((error) => app.log.error({ err: error }, 'domain event listener failed'));
  app.decorate('ctx', ctx);
  registerErrorHandler(app);

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, { global: false });
  await app.register(authenticatePlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jhola API',
        version: options.config.version,
        description: 'Customer, staff and admin API of Jhola.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // API modules, each under /api. Add a module here when its routes exist.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin);
  return app;
}
