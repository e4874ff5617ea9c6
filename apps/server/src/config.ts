import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: `./data` and the built web app are found from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app; https here turns on Secure cookies. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  MAIL_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('California Road Charge Pilot <no-reply@roadchargepilot.example>'),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines on a terminal, one JSON object a line otherwise (files, log collectors). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** Seed demo accounts when the database is empty (default: yes, except in production). */
  SEED_DEMO: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** Production refuses the embedded PostgreSQL unless this says it is meant (a one-machine trial). */
  ALLOW_EMBEDDED_DATABASE: booleanString(false),
  /**
   * After the first start seeds the demo accounts, post about 45 days of simulated trips for the GPS
   * demo accounts through the server's own device webhook, in the background.
   */
  SEED_DEMO_TRIPS: booleanString(true),
  /** With the demo accounts, a default sandbox card (4242…) for each demo participant, so they can pay at once. */
  SEED_DEMO_CARDS: booleanString(true),
  TRUST_PROXY: booleanString(false),
  /** Bearer token that opens /metrics (in production it is closed to everyone else but METRICS_ALLOW). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Addresses and CIDR ranges (comma-separated) that may read /metrics without a token. */
  METRICS_ALLOW: z.string().optional(),
  /**
   * Other origins whose pages may call the API with a session (comma-separated, e.g. a staff tool on
   * another host). Empty: same-origin only, and no route sends access-control-allow-* headers.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | null = null;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = null;
        }
        if (!parsed || parsed.origin !== origin) {
          ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` });
        }
      }
      return origins;
    }),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Postal address lookups: the bundled offline ZIP table (default) or the USPS Web Tools API. */
  ADDRESS_PROVIDER: z.enum(['offline', 'usps']).default('offline'),
  USPS_USER_ID: z.string().optional(),
  /** The USPS ShippingAPI.dll address (default the public HTTPS one; tests point it at a local fake). */
  USPS_URL: z.string().url().optional(),
  /**
   * Fault injection for crash tests of the payment worker: the sandbox payments provider pauses this many
   * milliseconds right before, or right after, it records a charge (0: no pause).
   */
  SANDBOX_PAYMENTS_PAUSE_BEFORE_CHARGE_MS: z.coerce.number().int().min(0).default(0),
  SANDBOX_PAYMENTS_PAUSE_AFTER_CHARGE_MS: z.coerce.number().int().min(0).default(0),
  /**
   * HMAC secret of the built-in device webhook source "simulator" (docs/device-webhooks.md). When
   * unset, one is generated once and kept in the database (scripts read it from there).
   */
  DEVICE_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * The inbound mail provider's webhook signing key (Mailgun's HTTP webhook signing key,
   * docs/inbound-email.md). Unset: POST /webhooks/inbound-email refuses every delivery.
   */
  INBOUND_EMAIL_SIGNING_KEY: z.string().min(16).optional(),
  /** The domain of inquiry reply addresses (reply+<token>@domain); default the domain of MAIL_FROM. */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .optional(),
  /**
   * A staff report with more rows than this is written by a background job with a progress bar instead of
   * streamed at once (default 10,000; lower on a small machine, or to try the job path on demo data).
   */
  REPORT_JOB_ROWS: z.coerce.number().int().min(1).default(10_000),
  /**
   * How long a server process keeps a configuration value it has read (default 1000 ms; 0 reads the
   * table every time). A change made through this process applies at once; another process sees it
   * within this time.
   */
  CONFIGURATION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long a server process keeps the signed-in user of a session cookie it has verified (0: ask the
   * identity store on every request). A sign-out, role change or disabled account through this process
   * applies at once; one through another process within this time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Where uploaded and generated files are kept: the folder DATA_DIR/storage (default) or an S3 bucket. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server's address (MinIO, Ceph, …); unset for AWS S3. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Both or neither; unset: the SDK's own credentials (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path instead of the host name (most S3-compatible servers need it). */
  S3_FORCE_PATH_STYLE: booleanString(false),
  /** The server-side encryption asked for on every write ('none' for a server without it). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'none']).default('AES256'),
  /**
   * After checking a signed link, redirect the browser to a presigned bucket URL (valid 60 s at most)
   * instead of passing the file through the server; the bucket's origin joins the CSP's img-src.
   */
  S3_PRESIGNED_DOWNLOADS: booleanString(false),
  /** VIN decoding: offline from the bundled manufacturer table (default) or NHTSA's vPIC service. */
  VIN_DECODER: z.enum(['offline', 'vpic']).default('offline'),
  /** The vPIC DecodeVinValues address (default the public HTTPS one; tests point it at a local fake). */
  VPIC_URL: z.string().url().optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
  secureCookies: boolean;
};

/**
 * A problem with the machine or the settings that stops the start, with a message that names the cause
 * and what to change; printed as one line, without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new StartupError(`Invalid configuration: ${detail}`);
  }
  const cfg = parsed.data;
  if (cfg.ADDRESS_PROVIDER === 'usps' && !cfg.USPS_USER_ID) {
    throw new StartupError('Invalid configuration: USPS_USER_ID is required when ADDRESS_PROVIDER is usps');
  }
  if (cfg.NODE_ENV === 'production' && cfg.USPS_URL && !cfg.USPS_URL.startsWith('https://')) {
    throw new StartupError('Invalid configuration: USPS_URL must use https in production');
  }
  if (cfg.NODE_ENV === 'production' && cfg.VPIC_URL && !cfg.VPIC_URL.startsWith('https://')) {
    throw new StartupError('Invalid configuration: VPIC_URL must use https in production');
  }
  if (cfg.STORAGE_PROVIDER === 's3' && !cfg.S3_BUCKET) {
    throw new StartupError('Invalid configuration: S3_BUCKET is required when STORAGE_PROVIDER is s3');
  }
  if (cfg.STORAGE_PROVIDER === 's3' && !cfg.S3_ACCESS_KEY_ID !== !cfg.S3_SECRET_ACCESS_KEY) {
    throw new StartupError('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const production = cfg.NODE_ENV === 'production';
  if (production && !cfg.DATABASE_URL && !cfg.ALLOW_EMBEDDED_DATABASE) {
    throw new StartupError(
      'Production needs a PostgreSQL server: set DATABASE_URL (or ALLOW_EMBEDDED_DATABASE=true to run the embedded one in DATA_DIR on this machine)',
    );
  }
  // Demo accounts with a published password never appear in production by accident, only when asked for.
  const seedDemo =
    cfg.SEED_DEMO === undefined || cfg.SEED_DEMO === '' ? !production : ['true', '1'].includes(cfg.SEED_DEMO);
  const publicUrl = cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`;
  return { ...cfg, SEED_DEMO: seedDemo, publicUrl, secureCookies: publicUrl.startsWith('https://') };
}
