import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { createLogger, startServer } from '../../server.js';
import { DEMO_PASSWORD } from '../seed/seed.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('start without DATABASE_URL', () => {
  it('runs a real embedded PostgreSQL in DATA_DIR/postgres, seeds once, and keeps data across restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rc-embedded-'));
    dirs.push(dataDir);
    await chmod(dataDir, 0o755);
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });

    const first = await startServer(config, createLogger(config));
    let username: string;
    try {
      expect(first.seeded).toBe(true);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      const client = new Client(first.url);
      username = (await client.signIn('driver@example.com', DEMO_PASSWORD)).id;
      // Codes go to the outbox folder when no MAIL_URL is set.
      await client.post('/api/auth/email-otp/request-password-reset', { email: 'driver@example.com' });
      expect(existsSync(path.join(dataDir, 'outbox'))).toBe(true);
    } finally {
      await first.close();
    }

    const second = await startServer(config, createLogger(config));
    try {
      expect(second.seeded).toBe(false);
      const client = new Client(second.url);
      expect((await client.signIn('driver@example.com', DEMO_PASSWORD)).id).toBe(username);
    } finally {
      await second.close();
    }
  });
});
