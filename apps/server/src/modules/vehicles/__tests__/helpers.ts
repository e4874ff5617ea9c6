import { randomUUID } from 'node:crypto';
import { vinCheckDigit } from '@rc/domain';
import { expect } from 'vitest';
import { Client, invite, type TestServer } from '../../../../test/harness.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

/** Shared by the vehicles, devices and connections tests. */
export interface Caller {
  client: Client;
  username: string;
  email: string;
}

const PASSWORD = 'Vehicle-Tests-1';

/** A new participant through the real sign-up (status created, no vehicle), signed in. */
export async function signUp(server: TestServer, prefix = 'driver'): Promise<Caller> {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  await invite(server, [email]);
  const client = new Client(server.url);
  const since = server.mail.messages.length;
  const res = await client.post('/api/auth/sign-up/email', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  const code = await server.mail.codeFor(email, since);
  await client.post('/api/auth/email-otp/verify-email', { email, code });
  const user = await client.signIn(email, PASSWORD);
  return { client, username: user.id, email };
}

/** A demo account (admin@example.com or a demo participant), signed in. */
export async function signInDemo(server: TestServer, email: string): Promise<Caller> {
  const client = new Client(server.url);
  const user = await client.signIn(email, DEMO_PASSWORD);
  return { client, username: user.id, email };
}

/** The first error of a GraphQL answer as { code, message }, or undefined. */
export function errorOf(res: { errors?: { message: string; extensions?: any }[] }) {
  const e = res.errors?.[0];
  return e ? { code: e.extensions?.code as string, message: e.message } : undefined;
}

/** A VIN with the right check digit in position 9 (the other 16 characters as given, '_' in position 9). */
export function withCheckDigit(vin: string): string {
  const digit = vinCheckDigit(`${vin.slice(0, 8)}0${vin.slice(9)}`);
  if (!digit) throw new Error(`not a VIN pattern: ${vin}`);
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
}

/** A random valid VIN of a manufacturer code and model-year character (position 7 a letter: 2010–2039). */
export function randomVin(wmi = '1HG', yearCode = 'K', position7 = 'A'): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const pick = (n: number) =>
    Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  return withCheckDigit(`${wmi}${pick(3)}${position7}${pick(1)}_${yearCode}${pick(1)}${digits(6)}`);
}
