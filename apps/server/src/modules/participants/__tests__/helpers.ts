import { expect } from 'vitest';
import { Client, invite, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

export const PASSWORD = 'Sunny-Road-42';

/** A new participant through the real sign-up and e-mailed code (status created). */
export async function signUp(server: TestServer, email: string): Promise<{ client: Client; username: string }> {
  await invite(server, [email]);
  const client = new Client(server.url);
  const before = server.mail.messages.length;
  const res = await client.post('/api/auth/sign-up/email', { email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const code = await server.mail.codeFor(email, before);
  await client.post('/api/auth/email-otp/verify-email', { email, code });
  const user = await client.signIn(email, PASSWORD);
  return { client, username: user.id };
}

/** A demo account (admin@example.com, driver@example.com, …) signed in. */
export async function signInDemo(server: TestServer, email: string): Promise<{ client: Client; username: string }> {
  const client = new Client(server.url);
  const user = await client.signIn(email, DEMO_PASSWORD);
  return { client, username: user.id };
}

/** The first error's code and message of a GraphQL answer (undefined when it succeeded). */
export function firstError(res: { errors?: { message: string; extensions?: { code?: string } }[] }) {
  const error = res.errors?.[0];
  return error ? { code: error.extensions?.code, message: error.message } : undefined;
}

/** Runs an operation that must succeed and returns its data. */
export async function ok(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** Runs an operation that must fail and returns its first error. */
export async function refused(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.graphql(query, variables);
  expect(res.status).toBeLessThan(500);
  const error = firstError(res);
  expect(error, `expected an error, got ${JSON.stringify(res.data)}`).toBeDefined();
  return error as { code?: string; message: string };
}
