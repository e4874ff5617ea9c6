import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError, httpStatusFor } from '../errors.js';
import { registerSandboxPaymentRoutes } from '../integrations/payments/sandbox-routes.js';
import { registerStorageRoutes } from '../integrations/storage/index.js';
import { registerSandboxTelematicsRoutes, sandboxTelematics } from '../integrations/telematics/index.js';
import { actorFromUser } from '../modules/identity/actor.js';
import type { Auth } from '../modules/identity/auth.js';
import type { Services } from '../services.js';
import { registerAdminQueries } from './admin-queries.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerDeviceWebhooks } from './device-webhooks.js';
import { registerGraphQL } from './graphql.js';
import { registerMapOutlineRoutes } from './map-outlines.js';
import { registerMileagePhotoRoutes } from './mileage-photos.js';

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  services: Services;
  logger: Logger;
  documentsDir: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, auth, services } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the tile server configured in MAP_TILE_URL, if any.
        imgSrc: ["'self'", 'data:', 'blob:', () => services.configuration.mapTileCspSource() ?? "'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(httpStatusFor[error.code]).send({ code: error.code, message: error.message });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send({
      code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : (error.code ?? 'BAD_REQUEST'),
      message: status >= 500 ? 'Internal server error' : error.message,
    });
  });

  const actorFor = async (req: FastifyRequest) => {
    const headers = new Headers();
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
    if (!req.headers.cookie) return null;
    const session = await auth.api.getSession({ headers });
    return session ? actorFromUser(session.user) : null;
  };

  registerAuthRoutes(app, {
    auth,
    throttle: services.throttle,
    identity: services.identity,
    enrolment: services.enrolment,
    publicUrl: config.publicUrl,
  });
  registerGraphQL(app, { services, production: config.NODE_ENV === 'production', actorFor });
  registerAdminQueries(app, { services, actorFor });
  registerSandboxTelematicsRoutes(app, { provider: sandboxTelematics, publicUrl: config.publicUrl });
  registerSandboxPaymentRoutes(app);
  await registerDeviceWebhooks(app, { webhooks: services.webhooks });
  registerStorageRoutes(app, { storage: services.storage, links: services.storageLinks, actorFor });
  registerMileagePhotoRoutes(app, { services, actorFor });
  registerMapOutlineRoutes(app);

  app.get('/healthz', async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', version: process.env.npm_package_version ?? '0.155.5' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  // Public documents (agreement, privacy policy) served as files: GET /documents/{filename}.
  await app.register(fastifyStatic, { root: deps.documentsDir, prefix: '/documents/', decorateReply: false });

  const webDist = config.WEB_DIST;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // preCompressed: the build writes .br and .gz next to each file; they are sent as they are.
    // Files under assets/ are named by their content hash, so browsers keep them for a year without
    // asking; everything else (index.html) is revalidated on each load.
    const hashedAssets = path.resolve(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = path.resolve(filePath).startsWith(hashedAssets);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The web app routes on the client: every other GET that accepts HTML gets index.html.
    app.setNotFoundHandler((req, reply) => {
      const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (wantsHtml && !req.url.startsWith('/api/') && !req.url.startsWith('/documents/')) {
        return reply.sendFile('index.html', webDist);
      }
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
  }

  return app;
}
