import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@rc/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig, StartupError } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { createMailer } from '../integrations/mail/mailer.js';
import { createAdmin } from '../modules/identity/create-admin.js';
import { createServices } from '../services.js';
import { fail, openDatabase } from './database.js';

const USAGE = `Usage: npm run create-admin -- --email someone@agency.gov [--password 'Secret-Pass-1']

Creates a confirmed staff account (group Admins), or adds an existing account to Admins.
Without --password, a terminal asks for one (leave it empty to e-mail instead); elsewhere, or left
empty, the new account gets an unguessable password and an e-mail (through MAIL_URL, or the outbox
folder) tells the person to choose their own at /forgot-password.`;

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let answer = '';
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            stdout.write('\n');
            resolve(answer);
            return;
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            reject(new Error('cancelled'));
            return;
          }
          if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
          else answer += char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

let description: string | undefined;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  // Bad input is refused before anything connects.
  emailSchema.parse(values.email);
  if (values.password !== undefined) passwordSchema.parse(values.password);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  description = database.description;
  const mailer = createMailer({
    mailUrl: config.MAIL_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logger: pino({ level: 'silent' }),
  });
  try {
    const { db } = database.handle;
    // A database nobody started a server on yet: its tables first.
    await runMigrations(db);
    let password = values.password ?? null;
    const exists = (
      await db.select({ id: users.id }).from(users).where(eq(users.email, values.email.trim().toLowerCase()))
    ).length;
    if (password === null && !exists && process.stdin.isTTY && process.stdout.isTTY) {
      const first = await askHidden(`Password for ${values.email} (empty: e-mail a link to choose one): `);
      if (first) {
        if ((await askHidden('Again: ')) !== first)
          throw new StartupError('The passwords differ; nothing was changed.');
        password = first;
      }
    }
    const services = createServices(db);
    const result = await createAdmin(db, {
      email: values.email,
      password,
      portalUrl: config.publicUrl,
      mailer,
      userAdmin: services.userAdmin,
      audit: services.audit,
    });
    const what = result.created
      ? 'created staff account'
      : result.promoted
        ? 'added to the Admins group:'
        : 'already staff:';
    const notes = [
      result.passwordSet ? 'password set' : null,
      result.mailed
        ? `e-mailed how to choose a password (${config.MAIL_URL ? 'via SMTP' : `file in ${path.join(config.DATA_DIR, 'outbox')}`})`
        : null,
    ].filter(Boolean);
    console.log(`${what} ${result.email} in ${database.description}${notes.length ? ` — ${notes.join('; ')}` : ''}`);
  } finally {
    mailer.close();
    await database.close();
  }
}

try {
  await main();
} catch (err) {
  fail(err, description);
}
process.exit(0);
