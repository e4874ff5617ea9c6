import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';

/**
 * Shared steps of the account-area journeys: the demo participants (seeded with vehicles, devices,
 * about 45 days of trips and statements for the past months; global-setup waits for those), signing
 * in, the GraphQL API as the signed-in user, and screenshots at desktop and phone width.
 */

export const DEMO_PASSWORD = 'Demo-Pass-2024';

/** The demo participants by pilot and reporting type (apps/server/src/db/seed/seed.ts). */
export const DEMO = {
  /** MBUF, plug-in device with GPS. */
  driver: 'driver@example.com',
  /** MBUF, manual odometer photos. */
  manual: 'manual@example.com',
  /** MBUF+ToD, device with GPS. */
  tod: 'tod@example.com',
  /** MBUF+C, device with GPS. */
  cordon: 'cordon@example.com',
  /** MBUF+TF, device with GPS. */
  toll: 'toll@example.com',
  /** Electric vehicle, telematics. */
  ev: 'ev@example.com',
} as const;

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, landing = /\/dashboard/) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs staff in: admins land on the participant list. */
export async function signInAsAdmin(page: Page, email = 'admin@example.com', password = DEMO_PASSWORD) {
  await signInAs(page, email, password, /\/participants$/);
}

/** Runs a GraphQL operation with the page's session cookie (what the signed-in user may see). */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The configured mileage unit, as the forms show it ('km' unless MILEAGE_UNIT says otherwise). */
export async function mileageUnit(request: APIRequestContext): Promise<'km' | 'mi'> {
  const data = await gql<{ getConfiguration: { value: string | null } | null }>(
    request,
    '{ getConfiguration(key: "MILEAGE_UNIT") { value } }',
  );
  const value = (data.getConfiguration?.value ?? '').trim().toLowerCase();
  return value === '' || value === 'km' || value.startsWith('kilomet') ? 'km' : 'mi';
}

/** A participant's username (account id), read through a session of their own (the page's stays as it is). */
export async function usernameFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  // An account's id never changes: asked once per worker, so a shard's journeys do not spend the
  // address's sign-in allowance (60 a minute) on looking it up.
  const known = usernames.get(email);
  if (known) return known;
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    let res = await context.post('/api/auth/sign-in/email', { data: { email, password } });
    for (let attempt = 0; res.status() === 429 && attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Number(res.headers()['retry-after'] ?? 5) * 1000));
      res = await context.post('/api/auth/sign-in/email', { data: { email, password } });
    }
    expect(res.ok(), `sign-in of ${email}: ${res.status()} ${await res.text()}`).toBe(true);
    const session = (await (await context.get('/api/auth/get-session')).json()) as { user: { id: string } };
    usernames.set(email, session.user.id);
    return session.user.id;
  } finally {
    await context.dispose();
  }
}

const usernames = new Map<string, string>();

/** The signed-in user's username (the account id). */
export async function usernameOf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/get-session');
  const body = (await res.json()) as { user: { id: string } };
  return body.user.id;
}

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/screenshots');

/** Full-page screenshots at desktop (1280×800) and phone (390×844) width, for people to look at. */
export async function screenshots(page: Page, name: string, desktop = { width: 1280, height: 800 }) {
  mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [
    ['desktop', desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The staff console's screenshots: the console is used on wide screens (1440×900), and on a phone. */
export async function staffScreenshots(page: Page, name: string) {
  await screenshots(page, name, { width: 1440, height: 900 });
}
