import { loadConfig } from './config.js';
import { DEMO_ADMIN, DEMO_INVITATIONS, DEMO_PARTICIPANTS, DEMO_PASSWORD } from './db/seed/seed.js';
import { createLogger, startServer } from './server.js';

const config = loadConfig();
const logger = createLogger(config);

try {
  const server = await startServer(config, logger);
  const accountsList = [`${DEMO_ADMIN} (Admins)`, ...DEMO_PARTICIPANTS.map((p) => `${p.email} (${p.description})`)];
  console.log(
    [
      '',
      `Road-charge portal ready at ${server.url}`,
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      ...accountsList.map((a) => `  ${a}`),
      `Invited addresses to try enrolment at /register: ${DEMO_INVITATIONS.map((i) => i.email).join(', ')}`,
      '',
    ].join('\n'),
  );
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
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
}
