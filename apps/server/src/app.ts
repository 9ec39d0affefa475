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
import { frameworkErrorOptions } from './http/framework-errors.js';
import { HotReplies } from './http/hot-replies.js';
import { registerJsonBody } from './http/json-body.js';
import { withErrorEnvelope } from './http/openapi-errors.js';
import { registerRequestDeadline, UPLOAD_DEADLINE_MS } from './http/request-deadline.js';
import { OneLinePerRequest } from './http/request-log.js';
import { DOCS_PREFIX, securityHeadersPlugin } from './http/security-headers.js';
import { registerReplyLanguage } from './i18n/request-language.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { authenticatePlugin } from './modules/auth/authenticate.js';
import { registerAuthSweeps } from './modules/auth/cleanup.js';
import { authRoutes, meRoutes } from './modules/auth/routes.js';
import { sharedJwtSecret } from './modules/auth/shared-secret.js';
import { adminCatalogueRoutes } from './modules/catalogue/admin-catalogue-routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.js';
import { shopFeeRoutes } from './modules/catalogue/fee-routes.js';
import { registerCatalogueFold } from './modules/catalogue/freshness.js';
import { photoUploadRoutes } from './modules/catalogue/photo-routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { registerSearchLogSweep, searchTeachingRoutes } from './modules/catalogue/search-teaching-routes.js';
import { contactInboxRoutes } from './modules/contact/inbox-routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { demoShopperPlugin } from './modules/demo-shopper/plugin.js';
import { geocodingRoutes } from './modules/geocoding/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { JobKinds } from './modules/jobs/kinds.js';
import { jobsPlugin } from './modules/jobs/plugin.js';
import { registerMailSweeps } from './modules/mail/cleanup.js';
import { MailService } from './modules/mail/mail-service.js';
import { registerMailJobs } from './modules/mail/send-job.js';
import { mediaRoutes } from './modules/media/routes.js';
import { merchantRoutes } from './modules/merchant/routes.js';
import { adminMetricsRoutes } from './modules/metrics/admin-metrics-routes.js';
import { metricsPlugin } from './modules/metrics/plugin.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { DeliveryLoadReader, orderModuleRoutes, registerOrderJobs } from './modules/orders/index.js';
import { peopleRoutes } from './modules/people/routes.js';
import { photoFileRoutes } from './modules/photos/file-routes.js';
import { placeRoutes } from './modules/places/routes.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { pushPlugin } from './modules/push/plugin.js';
import { pushRoutes } from './modules/push/routes.js';
import { sharedVapidKeys } from './modules/push/vapid-keys.js';
import { realtimePlugin } from './modules/realtime/plugin.js';
import { openSharedRedis } from './modules/shared-redis/client.js';
import { redisRateLimitStore } from './modules/shared-redis/rate-limit-store.js';
import { MovableClock } from './modules/test-clock/movable-clock.js';
import { testClockRoutes } from './modules/test-clock/routes.js';
import { webAppPlugin } from './modules/web-app/plugin.js';
import type { FileStore } from './storage/file-store.js';
import { createFileStore } from './storage/index.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Where uploads go; by default what FILE_STORE says (the database's `stored_files` table, or S3). */
  files?: FileStore;
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
  const config = options.config.jwtSecretFromDatabase
    ? { ...options.config, jwtSecret: await sharedJwtSecret(options.database.db) }
    : options.config;
  const hot = new HotReplies();
  const app = Fastify({
    serverFactory: hot.serverFactory(),
    logger: options.logger ?? { level: config.logLevel, redact: REDACT },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A client that never finishes sending its request is cut off (slow uploads on 2G still fit).
    requestTimeout: UPLOAD_DEADLINE_MS,
    ...frameworkErrorOptions,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Issue 48: no request waits on a slow dependency past the clients' limit (upload routes set their own);
  // armed by the first hook, so it covers every other hook, the body and the handler.
  registerRequestDeadline(app);

  const ownClock = options.now ?? (() => new Date());
  // The journeys' server (TEST_CLOCK_TOKEN, decision 0085) reads a clock they can move ahead; any other, its own.
  const testClock = config.testClockToken ? new MovableClock(ownClock) : null;
  const now = testClock?.now ?? ownClock;
  const redis = config.redisUrl ? await openSharedRedis(config.redisUrl, app.log) : null;
  const jobKinds = new JobKinds(now, app.log.child({ module: 'jobs' }));
  const ctx: AppContext = {
    config,
    database: options.database,
    db: options.database.db,
    now,
    events: new EventBus(),
    mail: new MailService(options.database.db, config, now, jobKinds, app.log),
    files: options.files ?? createFileStore(config.fileStore, options.database.db),
    redis,
    vapid: await sharedVapidKeys(options.database.db),
    draining: false,
    hot,
    locals: new Map(),
    deliveryLoad: new DeliveryLoadReader(options.database.db, now),
    jobKinds,
  };
  // Each module gives the job runner its own job kinds and sweeps; the runner (modules/jobs) names none.
  registerAuthSweeps(ctx);
  registerMailSweeps(ctx);
  registerSearchLogSweep(ctx);
  registerCatalogueFold(ctx);
  registerMailJobs(ctx);
  registerOrderJobs(ctx, app.log);
  app.addHook('onClose', async () => {
    ctx.mail.close();
    if (redis?.isOpen) await redis.close();
  });
  ctx.events.onError((error) => app.log.error({ err: error }, 'domain event listener failed'));
  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerReplyLanguage(app);
  await app.register(securityHeadersPlugin);

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Counted in Redis when there is one, so N processes enforce one limit; a Redis outage lets requests
  // through (skipOnError) rather than failing them all.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisRateLimitStore(redis), skipOnError: true } : {}),
  });
  await app.register(authenticatePlugin);
  await app.register(realtimePlugin);
  await app.register(metricsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jhola API',
        version: config.version,
        description: 'Customer, staff and admin API of Jhola.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: withErrorEnvelope,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  // API modules, each under /api. Add a module here when its routes exist.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(orderModuleRoutes);
      await api.register(geocodingRoutes);
      await api.register(placeRoutes);
      await api.register(addressRoutes);
      await api.register(pushRoutes);
      await api.register(catalogueRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(shopFeeRoutes);
      await api.register(searchTeachingRoutes);
      await api.register(publicConfigRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(meRoutes);
      await api.register(noticeRoutes);
      await api.register(contactRoutes);
      await api.register(peopleRoutes);
      await api.register(contactInboxRoutes);
      await api.register(photoUploadRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminMetricsRoutes);
      await api.register(merchantRoutes);
      if (testClock && config.testClockToken) {
        app.log.warn('TEST_CLOCK_TOKEN is set: POST /api/test-clock moves this clock (journeys only)');
        await api.register(testClockRoutes, { clock: testClock, token: config.testClockToken });
      }
    },
    { prefix: '/api' },
  );

  await app.register(mediaRoutes);
  await app.register(photoFileRoutes);
  await app.register(demoShopperPlugin);
  await app.register(jobsPlugin);
  await app.register(pushPlugin);
  await app.register(webAppPlugin);
  return app;
}
