import { codeEmail, IDENTITY, PROGRAM_NAME } from '@rc/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users, verifications } from '../../db/schema/index.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import type { ParticipantsService } from '../participants/participants.service.js';

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  mailer: Mailer;
  logger: Logger;
  participants: ParticipantsService;
}

/**
 * The identity store: e-mail + password accounts confirmed by a six-digit e-mailed code,
 * database sessions, roles for the Users/Admins groups (admin plugin), scrypt password hashing.
 */
export function createAuth(options: AuthOptions) {
  const { db, mailer, logger, participants } = options;
  return betterAuth({
    appName: PROGRAM_NAME,
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: true, autoSignInAfterVerification: false },
    // Failed sign-ins are throttled by our own per-account and per-address back-off (ThrottleService),
    // kept in PostgreSQL so that it holds across server processes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    },
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ component: 'identity' }, message),
    },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            if (user.role === 'admin') return;
            await participants.createForNewUser(user);
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: IDENTITY.codeTtlSeconds,
        allowedAttempts: 5,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          const { subject, text } = codeEmail(type, otp, PROGRAM_NAME, IDENTITY.codeTtlSeconds / 60);
          await mailer.send({ to: email, subject, text });
        },
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
