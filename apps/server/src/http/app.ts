import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { type Config, StartupError } from '../config.js';
import { DATABASE_RETRY_AFTER_SECONDS, databaseReady, isDatabaseUnavailable } from '../db/availability.js';
import type { Database } from '../db/client.js';
import { poolOf } from '../db/migrate.js';
import { AppError, httpStatusFor } from '../errors.js';
import { registerSandboxPaymentRoutes } from '../integrations/payments/sandbox-routes.js';
import type { SandboxProviders } from '../integrations/sandboxes.js';
import { registerStorageRoutes } from '../integrations/storage/index.js';
import { registerSandboxTelematicsRoutes } from '../integrations/telematics/index.js';
import { actorFromUser } from '../modules/identity/actor.js';
import type { Auth } from '../modules/identity/auth.js';
import { sessionCookieOf } from '../modules/identity/session-cache.js';
import type { Services } from '../services.js';
import { registerAdminQueries } from './admin-queries.js';
import { registerAuthRoutes } from './auth-routes.js';
import { registerClearinghouseExport } from './clearinghouse-export.js';
import { registerDeviceWebhooks } from './device-webhooks.js';
import { registerDisputeRoutes } from './dispute-files.js';
import { registerDocumentRoutes } from './documents.js';
import { registerGraphQL } from './graphql.js';
import { registerInboundEmail } from './inbound-email.js';
import { registerMapOutlineRoutes } from './map-outlines.js';
import { registerMileagePhotoRoutes } from './mileage-photos.js';
import { registerMroDeviceImportRoutes } from './mro-device-imports.js';
import { ownOrigins, registerSameOriginGuard } from './origins.js';
import { registerStaffExports } from './staff-exports.js';
import { registerStaffReports } from './staff-reports.js';
import { registerStrictJsonParser } from './strict-json.js';
import { isClientAbort, sendServiceUnavailable } from './unavailable.js';

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  services: Services;
  /** The sandbox providers whose pages this app serves (the same instances the services use). */
  providers: SandboxProviders;
  logger: Logger;
  documentsDir: string;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Every route of an app as registered: the tests walk them all (foreign origins, bad input). */
export const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Paths the server answers itself; a miss under them is a 404, never the web app. */
const SERVER_PREFIXES = ['/api/', '/graphql', '/webhooks/', '/integrations/', '/documents/', '/assets/'];

/** A path the web app routes on the client: not under a server prefix, and not a file name. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Routes called by machines many times a minute (probes, scrapes, device deliveries): logged at debug. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/webhooks/devices']);

/**
 * One line per request when it completes (fastify writes two, the first before anything is known), with
 * what a reader needs; machine traffic at debug, so a busy demo or a probing load balancer stays quiet.
 */
class RequestLog extends Fastify.LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, req, reply);
      return;
    }
    const level = QUIET_ROUTES.has(req.routeOptions.url ?? '') ? 'debug' : 'info';
    reply.log[level](
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  }
}

/** METRICS_ALLOW as a block list: addresses and CIDR ranges, IPv4 or IPv6, comma-separated. */
export function metricsAllowList(spec: string): BlockList {
  const list = new BlockList();
  for (const entry of spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new StartupError(`METRICS_ALLOW: ${entry} is not an address or CIDR range (e.g. 10.0.0.0/8)`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Compares in constant time (digests of equal length), so the token cannot be guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether `ip` is on the list; an IPv4 address seen on an IPv6 socket (::ffff:a.b.c.d) counts as IPv4. */
function allowed(list: BlockList, ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(v4);
  return family !== 0 && list.check(v4, family === 6 ? 'ipv6' : 'ipv4');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, auth, services } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(),
  });

  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
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

  // Presigned downloads send images to the bucket's own address, which the pages must then allow.
  const storageOrigin =
    config.S3_PRESIGNED_DOWNLOADS && services.storage.presignedUrl
      ? new URL(await services.storage.presignedUrl('csp/origin.txt', { expiresInSeconds: 1 })).origin
      : null;
  // Helmet's middleware is made once. (Its fastify plugin made it anew for every request, parsing every
  // option each time: a few per cent of a small API call.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the tile server configured in MAP_TILE_URL, if any.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          () => services.configuration.mapTileCspSource() ?? "'self'",
          ...(storageOrigin ? [storageOrigin] : []),
        ],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );

  registerSameOriginGuard(app, [
    ...ownOrigins(config.publicUrl, config.NODE_ENV !== 'production'),
    ...config.CORS_ORIGINS,
  ]);
  registerStrictJsonParser(app);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (isClientAbort(req, error)) {
      req.log.info({ url: req.url }, 'client closed the request before it was read');
      return reply.status(400).send({ code: 'CLIENT_CLOSED_REQUEST', message: 'The request was not completed' });
    }
    if (isDatabaseUnavailable(error)) return sendServiceUnavailable(req, reply, error);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(httpStatusFor[error.code]).send({ code: error.code, message: error.message });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    return reply.status(status).send({
      code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : (error.code ?? 'BAD_REQUEST'),
      message: status >= 500 ? 'Internal server error' : error.message,
    });
  });

  const pool = poolOf(db);
  const { sessionCache } = services;
  const actorFor = async (req: FastifyRequest) => {
    const cookie = req.headers.cookie;
    if (!cookie) return null;
    const key = sessionCookieOf(cookie);
    const kept = key ? sessionCache.get(key) : undefined;
    if (kept) return kept;
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) return null;
    const actor = actorFromUser(session.user);
    if (key) sessionCache.set(key, actor, new Date(session.session.expiresAt));
    return actor;
  };

  registerAuthRoutes(app, {
    auth,
    throttle: services.throttle,
    rateLimits: services.rateLimits,
    identity: services.identity,
    enrolment: services.enrolment,
    publicUrl: config.publicUrl,
    databaseReady: () => databaseReady(pool),
    sessionsChanged: () => sessionCache.clear(),
  });
  registerGraphQL(app, {
    services,
    production: config.NODE_ENV === 'production',
    actorFor,
    corsOrigins: config.CORS_ORIGINS,
  });
  registerAdminQueries(app, { services, actorFor });
  registerStaffExports(app, { services, db, actorFor });
  registerClearinghouseExport(app, { services, db, actorFor });
  registerStaffReports(app, { services, db, actorFor });
  registerSandboxTelematicsRoutes(app, { provider: deps.providers.telematics, publicUrl: config.publicUrl });
  registerSandboxPaymentRoutes(app, {
    provider: deps.providers.payments,
    retryAfter: (address) => services.rateLimits.retryAfter('cardToken', { address }),
  });
  await registerDeviceWebhooks(app, { webhooks: services.webhooks });
  await registerInboundEmail(app, { inquiries: services.inquiries });
  registerStorageRoutes(app, {
    storage: services.storage,
    links: services.storageLinks,
    actorFor,
    presignedDownloads: config.S3_PRESIGNED_DOWNLOADS,
  });
  registerMileagePhotoRoutes(app, { services, actorFor });
  registerDisputeRoutes(app, { services, actorFor });
  registerMroDeviceImportRoutes(app, { services, actorFor });
  registerMapOutlineRoutes(app);

  const version = process.env.npm_package_version ?? '0.155.5';
  // Liveness: the process runs and answers. It never asks the database, so an orchestrator does not
  // restart healthy processes while the database is away (they resume by themselves when it returns).
  app.get('/healthz', async () => ({ status: 'ok', version }));
  // Readiness: this process can serve requests now (its database answers within 2 s).
  app.get('/readyz', async (_req, reply) => {
    if (await databaseReady(pool)) return { status: 'ready', version };
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', reason: 'database unavailable', version });
  });
  // In production (or once a token is set) /metrics answers only a bearer of METRICS_TOKEN or an address
  // of METRICS_ALLOW (by default this machine); with TRUST_PROXY the address is the forwarded client's.
  const metricsToken = config.METRICS_TOKEN;
  const protectMetrics = config.NODE_ENV === 'production' || metricsToken !== undefined;
  const metricsAllow = metricsAllowList(config.METRICS_ALLOW ?? '127.0.0.1,::1');
  app.get('/metrics', async (req, reply) => {
    if (protectMetrics) {
      const header = req.headers.authorization;
      const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
      if (header !== undefined && (!metricsToken || bearer === undefined || !sameSecret(bearer, metricsToken))) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
      }
      if (header === undefined && !allowed(metricsAllow, req.ip)) {
        if (metricsToken) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ code: 'UNAUTHENTICATED', message: 'Token required' });
        }
        return reply.status(403).send({ code: 'FORBIDDEN', message: 'Not allowed from this address' });
      }
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  // Public documents: the agreement rendered from the pilot calendar, the others served as files.
  registerDocumentRoutes(app, services.configuration);
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
    // The web app routes on the client: `/` and every other client route get index.html, whatever the
    // Accept header says (uptime monitors and load balancers ask without it).
    const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    app.get('/', (_req, reply) => sendApp(reply));
    app.setNotFoundHandler((req, reply) => {
      if ((req.method === 'GET' || req.method === 'HEAD') && isClientRoute(req.url)) return sendApp(reply);
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    });
  } else {
    app.log.warn({ webDist }, 'web app not built; run `npm run build` to serve it');
  }

  return app;
}
