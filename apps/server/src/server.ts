import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { connect, type DatabaseHandle, ensureDatabase } from './db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData, seedReferenceData } from './db/seed/seed.js';
import { buildApp } from './http/app.js';
import { addressVerifierFor } from './integrations/address/index.js';
import { createMailer } from './integrations/mail/mailer.js';
import { sandboxPayments } from './integrations/payments/sandbox.js';
import { StorageLinks, storageFor } from './integrations/storage/index.js';
import { sandboxTelematics } from './integrations/telematics/sandbox.js';
import { Jobs } from './jobs/jobs.js';
import { jobDefinitions } from './jobs/registry.js';
import { configureCursorSecret } from './lib/cursor.js';
import { createAuth } from './modules/identity/auth.js';
import { createSimulation, seedDemoCards, seedDemoFleet, startDemoTrips } from './modules/simulation/demo.js';
import { vinDecoderFor } from './modules/vehicles/vin-decoder-vpic.js';
import { SIMULATOR_SOURCE } from './modules/webhooks/webhooks.service.js';
import { createServices, type Services } from './services.js';

export const DOCUMENTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../documents');

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  databaseUrl: string;
  seeded: boolean;
  /** Settles when the background posting of the demo accounts' trips is over (null when none runs). */
  demoTrips: Promise<void> | null;
  services: Services;
  jobs: Jobs;
  close(): Promise<void>;
}

export function createLogger(config: Config): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.otp'],
      censor: '[redacted]',
    },
  });
}

/** The session-signing secret: AUTH_SECRET, or one generated once and kept in the data folder. */
async function loadSecret(config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
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
    embedded = await startEmbeddedPostgres(dir, (m) => logger.debug({ component: 'postgres' }, m));
    databaseUrl = await ensureDatabase(embedded.url, 'roadcharge');
    logger.info({ dataDir: dir }, 'embedded PostgreSQL started');
  }
  let handle: DatabaseHandle | null = null;
  let jobs: Jobs | null = null;
  try {
    handle = connect(databaseUrl, (err) => logger.warn({ err }, 'database connection lost'));
    const { db } = handle;
    await runMigrations(db);
    jobs = new Jobs(databaseUrl, logger, { work: config.ROLE !== 'api' });
    // Before the services: the notification worker sends through it.
    const mailer = createMailer({
      mailUrl: config.MAIL_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      logger,
    });
    const services = createServices(db, {
      mailer,
      portalUrl: config.publicUrl,
      address: addressVerifierFor(config, (err) => logger.warn({ err }, 'address service call failed')),
      vinDecoder: vinDecoderFor(config, (err) => logger.warn({ err }, 'VIN decoding service call failed')),
      jobs,
      storage: storageFor(config),
      storageLinks: new StorageLinks(),
    });
    jobs.register(...jobDefinitions({ services, logger }));
    await seedReferenceData(db, logger);
    await services.configuration.ensureDefaults();
    // The simulator's webhook source (docs/device-webhooks.md), before any demo trip is posted.
    await services.webhooks.ensureSource(SIMULATOR_SOURCE, {
      secret: config.DEVICE_WEBHOOK_SECRET,
      description: 'Built-in trip simulator (npm run simulate)',
    });
    const seeded = config.SEED_DEMO ? await seedDemoData(db, logger) : false;

    const secret = await loadSecret(config);
    configureCursorSecret(secret);
    sandboxPayments.configureSecret(secret);
    // The sandbox keeps its charges in this database, so every server process sees the same idempotency keys.
    sandboxPayments.configureStore(db);
    sandboxPayments.configurePauses({
      beforeChargeMs: config.SANDBOX_PAYMENTS_PAUSE_BEFORE_CHARGE_MS,
      afterChargeMs: config.SANDBOX_PAYMENTS_PAUSE_AFTER_CHARGE_MS,
    });
    sandboxTelematics.configureSecret(secret);
    services.storageLinks.configureSecret(secret);
    // Demo accounts' vehicles and devices, with the demo accounts (after the sandbox secrets: the EV connects).
    const simulation = createSimulation(db, services);
    const demoDrivers = seeded ? await seedDemoFleet(simulation, services, logger) : [];
    if (seeded && config.SEED_DEMO_CARDS) await seedDemoCards(simulation, services, logger);
    const auth = createAuth({
      db,
      secret,
      baseURL: config.publicUrl,
      trustedOrigins: [config.publicUrl, 'http://localhost:5173'],
      secureCookies: config.secureCookies,
      mailer,
      logger,
      participants: services.participants,
    });
    await jobs.start();
    const app = await buildApp({ config, db, auth, services, logger, documentsDir: DOCUMENTS_DIR });
    const address = await app.listen({ host: config.HOST, port: config.PORT });
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
      seeded,
      demoTrips: demoTrips?.done ?? null,
      services,
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
