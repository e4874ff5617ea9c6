import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';
import { root } from '../servers';

/** Puts addresses on the pilot's invitation list, as staff do (enrolment is by invitation). */
export async function invite(request: APIRequestContext, emails: string[], pilot = 'MBUF') {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'Demo-Pass-2024' },
  });
  expect(signIn.ok()).toBe(true);
  const csv = Buffer.from(['email,pilot', ...emails.map((e) => `${e},${pilot}`)].join('\n')).toString('base64');
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($csv: String!) { importInvitations(csv: $csv) { added duplicates } }',
      variables: { csv },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  await request.post('/api/auth/sign-out', { data: {} });
}

/** The configured values of these keys (public reads), to put them back after a journey changed them. */
export async function configValues(request: APIRequestContext, keys: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const key of keys) {
    const res = await request.post('/graphql', {
      data: { query: 'query($k: String!) { getConfiguration(key: $k) { value } }', variables: { k: key } },
    });
    const body = await res.json();
    const value = body.data.getConfiguration?.value;
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** Sets configuration values as staff do (updateConfiguration); the journeys share one server. */
export async function configure(request: APIRequestContext, values: Record<string, string>) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: 'Demo-Pass-2024' },
  });
  expect(signIn.ok()).toBe(true);
  for (const [key, value] of Object.entries(values)) {
    const res = await request.post('/graphql', {
      data: {
        query: 'mutation($input: UpdateConfigurationInput!) { updateConfiguration(input: $input) { key value } }',
        variables: { input: { key, value } },
      },
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
  }
  await request.post('/api/auth/sign-out', { data: {} });
}

/** What `npm run reconcile -- --json` reports (apps/server/src/modules/statements/reconcile.service.ts). */
export interface ReconcileReport {
  ok: boolean;
  statements: number;
  totals: { adjustmentNet: number; statementNewCharges: number; transactions: number };
  payments: { checked: boolean; processed: number; providerCharges: number; providerRefunds: number };
  mismatches: unknown[];
}

/** The books of these participants on the shard's database, checked as an operator does (`npm run reconcile`). */
export async function reconcileBooks(usernames: string[]): Promise<ReconcileReport> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'reconcile', '--', ...usernames.flatMap((u) => ['--participant', u]), '--json'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL ?? '', LOG_LEVEL: 'silent' },
      maxBuffer: 10_000_000,
    },
  );
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as ReconcileReport;
}
