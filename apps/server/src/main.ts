import path from 'node:path';
import { type Config, loadConfig, StartupError } from './config.js';
import { isDatabaseUnavailable } from './db/availability.js';
import { describeDatabaseUrl } from './db/client.js';
import { DEMO_ADMIN, DEMO_INVITATIONS, DEMO_PARTICIPANTS, DEMO_PASSWORD } from './db/seed/seed.js';
import { createLogger, logFormat, type RunningServer, startServer } from './server.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // No logger yet: the settings that would make one are what is wrong.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
}
const logger = createLogger(config);

// A library's unawaited promise (pg-boss settling a batch) may reject while the database is away: that
// is an outage the server rides out (the work is retried), not a reason to exit. Anything else still
// ends the process, as Node.js would, with the error logged.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) {
    logger.warn({ cause: reason instanceof Error ? reason.message : String(reason) }, 'database unavailable');
    return;
  }
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

/** Where mail goes: the SMTP server (host only, no credentials) or the outbox folder. */
function mailTarget(): string {
  if (!config.MAIL_URL) return `files in ${path.join(config.DATA_DIR, 'outbox')}`;
  const url = new URL(config.MAIL_URL);
  return `SMTP ${url.host}`;
}

/** What a person starting the server needs once: where it is, what it uses and how to sign in. */
function banner(server: RunningServer): string[] {
  const database = server.embeddedDir
    ? `embedded PostgreSQL in ${server.embeddedDir}`
    : describeDatabaseUrl(server.databaseUrl);
  const lines = [
    `Road-charge portal ready at ${server.url}`,
    `  database  ${database}`,
    `  mail      ${mailTarget()}`,
    `  role      ${config.ROLE}${config.NODE_ENV === 'production' ? ' (production)' : ''}`,
  ];
  if (server.demoAccounts) {
    lines.push(
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      `  ${DEMO_ADMIN} (Admins)`,
      ...DEMO_PARTICIPANTS.map((p) => `  ${p.email} (${p.description})`),
      `Invited addresses to try enrolment at /register: ${DEMO_INVITATIONS.map((i) => i.email).join(', ')}`,
    );
  }
  return lines;
}

try {
  const server = await startServer(config, logger);
  if (logFormat(config) === 'pretty') {
    process.stdout.write(`\n${banner(server).join('\n')}\n\n`);
  } else {
    // One structured line for log collectors, with the same facts.
    const demo = server.demoAccounts
      ? { demoAccounts: [DEMO_ADMIN, ...DEMO_PARTICIPANTS.map((p) => p.email)], demoPassword: DEMO_PASSWORD }
      : {};
    logger.info(
      {
        url: server.url,
        database: server.embeddedDir ?? describeDatabaseUrl(server.databaseUrl),
        mail: mailTarget(),
        role: config.ROLE,
        ...demo,
      },
      'ready',
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    try {
      await server.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  // A cause the operator fixes gets its one-line message; anything else its stack trace.
  if (err instanceof StartupError) logger.fatal(err.message);
  else logger.fatal({ err }, 'failed to start');
  process.exit(1);
}
