import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { type Config, StartupError } from './config.js';
import { connect, connectionProblem, type DatabaseHandle, describeDatabaseUrl, ensureDatabase } from './db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations, STARTUP_LOCK, withAdvisoryLock } from './db/migrate.js';
import { users } from './db/schema/index.js';
import { DEMO_ADMIN, seedDemoData, seedReferenceData } from './db/seed/seed.js';
import { createSimulation, seedDemoCards, seedDemoFleet, startDemoTrips } from './dev/simulation/demo.js';
import { buildApp } from './http/app.js';
import { ownOrigins } from './http/origins.js';
import { addressVerifierFor } from './integrations/address/index.js';
import { createMailer } from './integrations/mail/mailer.js';
import { createSandboxProviders, type SandboxProviders } from './integrations/sandboxes.js';
import { StorageLinks, storageFor } from './integrations/storage/index.js';
import { vinDecoderFor } from './integrations/vin/vin-decoder-vpic.js';
import { Jobs } from './jobs/jobs.js';
import { jobDefinitions } from './jobs/registry.js';
import { configureCursorSecret } from './lib/cursor.js';
import { createAuth } from './modules/identity/auth.js';
import { SIMULATOR_SOURCE } from './modules/webhooks/webhooks.service.js';
import { createServices, type Services } from './services.js';

export const DOCUMENTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../documents');

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  databaseUrl: string;
  /** The embedded PostgreSQL's data folder; null on DATABASE_URL. */
  embeddedDir: string | null;
  seeded: boolean;
  /** The demo accounts exist (seeded now or before) and SEED_DEMO is on: the start banner lists them. */
  demoAccounts: boolean;
  /** Settles when the background posting of the demo accounts' trips is over (null when none runs). */
  demoTrips: Promise<void> | null;
  services: Services;
  /** The built-in sandbox payments and telematics providers this server uses (tests drive them). */
  providers: SandboxProviders;
  jobs: Jobs;
  close(): Promise<void>;
}

/** LOG_FORMAT, or else readable lines for a person at a terminal and JSON for anything else. */
export function logFormat(config: Pick<Config, 'LOG_FORMAT'>): 'pretty' | 'json' {
  return config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

export function createLogger(config: Config): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.otp'],
      censor: '[redacted]',
    },
  };
  if (logFormat(config) === 'json') return pino(options);
  // In this thread and synchronous (no transport worker), so the last lines before an exit are printed.
  const stream = pretty({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    sync: true,
  });
  return pino(options, stream);
}

/** The domain of the sender address (`Name <no-reply@domain>`): where reply addresses live by default. */
function mailDomainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** The session-signing secret: AUTH_SECRET, or one generated once and kept in the data folder. */
async function loadSecret(config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new StartupError(
      'AUTH_SECRET must be set in production (at least 32 random characters, e.g. `openssl rand -hex 32`)',
    );
  }
  const file = path.join(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** This process's own address for calls to itself (a wildcard listen address is reached on loopback). */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** start: database (embedded or DATABASE_URL) → migrate → reference data and demo seed → HTTP. */
export async function startServer(config: Config, logger: Logger = createLogger(config)): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dir = path.join(config.DATA_DIR, 'postgres');
    embedded = await startEmbeddedPostgres(dir, (m) => logger.debug({ component: 'postgres' }, m), {
      // A crashed PostgreSQL is started again; requests get 503 meanwhile and jobs resume after.
      supervision: {
        restarting: ({ how, attempt }) =>
          logger.error(
            { component: 'postgres', attempt },
            `embedded PostgreSQL stopped unexpectedly (${how}); restarting it`,
          ),
        restarted: () => logger.warn({ component: 'postgres' }, 'embedded PostgreSQL restarted'),
        // Exit rather than stay half-alive: a supervisor (systemd, the orchestrator) starts the server again.
        gaveUp: (message) => {
          logger.fatal(message);
          process.exit(1);
        },
      },
    });
    databaseUrl = await ensureDatabase(embedded.url, 'roadcharge').catch(async (err) => {
      await embedded?.stop();
      throw err;
    });
    logger.info({ dataDir: dir }, 'embedded PostgreSQL started');
  } else {
    logger.debug({ database: describeDatabaseUrl(databaseUrl) }, 'using DATABASE_URL');
  }
  let handle: DatabaseHandle | null = null;
  let jobs: Jobs | null = null;
  try {
    handle = connect(databaseUrl, (err) => logger.warn({ err }, 'database connection lost'));
    const { db } = handle;
    try {
      await runMigrations(db);
    } catch (err) {
      const problem = connectionProblem(err);
      if (!problem) throw err;
      throw new StartupError(
        `Cannot connect to the database ${describeDatabaseUrl(databaseUrl)} (${problem}): check DATABASE_URL and that the server is running and reachable.`,
      );
    }
    jobs = new Jobs(databaseUrl, logger, { work: config.ROLE !== 'api' });
    // Before the services: the notification worker sends through it.
    const mailer = createMailer({
      mailUrl: config.MAIL_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      logger,
    });
    const providers = createSandboxProviders();
    const services = createServices(db, {
      telematics: providers.telematics,
      paymentsSandbox: providers.payments,
      mailer,
      portalUrl: config.publicUrl,
      address: addressVerifierFor(config, (err) => logger.warn({ err }, 'address service call failed')),
      vinDecoder: vinDecoderFor(config, (err) => logger.warn({ err }, 'VIN decoding service call failed')),
      jobs,
      storage: storageFor(config),
      storageLinks: new StorageLinks(),
      reportJobRows: config.REPORT_JOB_ROWS,
      configurationCacheMs: config.CONFIGURATION_CACHE_MS,
      sessionCacheMs: config.SESSION_CACHE_MS,
    });
    jobs.register(...jobDefinitions({ services, logger }));
    // One process at a time: processes starting together on an empty database must not seed twice.
    const seeded = await withAdvisoryLock(db, STARTUP_LOCK, async () => {
      await seedReferenceData(db, logger);
      await services.configuration.ensureDefaults();
      // The simulator's webhook source (docs/device-webhooks.md), before any demo trip is posted.
      await services.webhooks.ensureSource(SIMULATOR_SOURCE, {
        secret: config.DEVICE_WEBHOOK_SECRET,
        description: 'Built-in trip simulator (npm run simulate)',
      });
      return config.SEED_DEMO ? await seedDemoData(db, logger) : false;
    });
    const demoAccounts =
      config.SEED_DEMO &&
      (seeded || (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN))).length > 0);

    const secret = await loadSecret(config);
    configureCursorSecret(secret);
    providers.payments.configureSecret(secret);
    // The sandbox keeps its charges in this database, so every server process sees the same idempotency keys.
    providers.payments.configureStore(db);
    providers.payments.configurePauses({
      beforeChargeMs: config.SANDBOX_PAYMENTS_PAUSE_BEFORE_CHARGE_MS,
      afterChargeMs: config.SANDBOX_PAYMENTS_PAUSE_AFTER_CHARGE_MS,
    });
    providers.telematics.configureSecret(secret);
    services.storageLinks.configureSecret(secret);
    services.inquiries.configureEmail({
      secret,
      replyDomain: config.INBOUND_EMAIL_DOMAIN ?? mailDomainOf(config.MAIL_FROM),
      signingKey: config.INBOUND_EMAIL_SIGNING_KEY,
    });
    // Demo accounts' vehicles and devices, with the demo accounts (after the sandbox secrets: the EV connects).
    const simulation = createSimulation(db, services);
    const demoDrivers = seeded ? await seedDemoFleet(simulation, services, providers, logger) : [];
    if (seeded && config.SEED_DEMO_CARDS) await seedDemoCards(simulation, services, providers, logger);
    const auth = createAuth({
      db,
      secret,
      baseURL: config.publicUrl,
      trustedOrigins: [...ownOrigins(config.publicUrl, config.NODE_ENV !== 'production'), ...config.CORS_ORIGINS],
      secureCookies: config.secureCookies,
      mailer,
      logger,
      participants: services.participants,
    });
    // Processes starting together would deadlock in pg-boss creating the same queues: one at a time.
    const startingJobs = jobs;
    await withAdvisoryLock(db, STARTUP_LOCK, () => startingJobs.start());
    const app = await buildApp({ config, db, auth, services, providers, logger, documentsDir: DOCUMENTS_DIR });
    const address = await app.listen({
      host: config.HOST,
      port: config.PORT,
      // People open PUBLIC_URL: name it first, not one of the bound addresses (0.0.0.0 → 127.0.0.1, LAN).
      listenTextResolver: (bound) => `open ${config.publicUrl} (listening on ${bound})`,
    });
    // In the background (start stays fast): the GPS demo accounts' recent trips through the real webhook.
    const demoTrips =
      demoDrivers.length > 0 && config.SEED_DEMO_TRIPS
        ? startDemoTrips(simulation, demoDrivers, { baseUrl: loopbackUrl(app), logger, services })
        : null;
    const openHandle = handle;
    const openJobs = jobs;
    return {
      app,
      url: config.PORT === 0 ? address : config.publicUrl,
      databaseUrl,
      embeddedDir: embedded ? path.join(config.DATA_DIR, 'postgres') : null,
      seeded,
      demoAccounts,
      demoTrips: demoTrips?.done ?? null,
      services,
      providers,
      jobs: openJobs,
      async close() {
        await demoTrips?.stop();
        await app.close();
        await openJobs.stop();
        mailer.close();
        await openHandle.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await handle?.close();
    await embedded?.stop();
    throw error;
  }
}
