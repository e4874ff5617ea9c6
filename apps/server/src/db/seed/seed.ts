import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Executor } from '../actor.js';
import type { Database } from '../client.js';
import { accounts, invitations, participants, pilotPrograms, users } from '../schema/index.js';
import { ensureEpaVehicles } from './epa-import.js';
import { PILOT_PROGRAMS } from './programs.js';
import { seedRates } from './rates.js';

export const DEMO_PASSWORD = 'Demo-Pass-2024';

interface DemoParticipant {
  email: string;
  firstName: string;
  lastName: string;
  pilot: string;
  mroDevicePreference: string;
  description: string;
}

export const DEMO_ADMIN = 'admin@example.com';

/** Invited addresses for trying enrolment (enrolment is by invitation), one per pilot. */
export const DEMO_INVITATIONS: { email: string; pilotShortName: string }[] = [
  { email: 'invitee1@example.com', pilotShortName: 'MBUF' },
  { email: 'invitee2@example.com', pilotShortName: 'MBUF+ToD' },
  { email: 'invitee3@example.com', pilotShortName: 'MBUF+C' },
  { email: 'invitee4@example.com', pilotShortName: 'MBUF+TF' },
  { email: 'invitee5@example.com', pilotShortName: 'OB-MBUF' },
];

export const DEMO_PARTICIPANTS: DemoParticipant[] = [
  {
    email: 'driver@example.com',
    firstName: 'Dana',
    lastName: 'Driver',
    pilot: 'mbuf',
    mroDevicePreference: 'automatedWithLocation',
    description: 'MBUF, plug-in device with GPS',
  },
  {
    email: 'manual@example.com',
    firstName: 'Manny',
    lastName: 'Odometer',
    pilot: 'mbuf',
    mroDevicePreference: 'manual',
    description: 'MBUF, manual odometer reporting',
  },
  {
    email: 'tod@example.com',
    firstName: 'Toby',
    lastName: 'Rush',
    pilot: 'mbuf-tod',
    mroDevicePreference: 'automatedWithLocation',
    description: 'MBUF+ToD',
  },
  {
    email: 'cordon@example.com',
    firstName: 'Cora',
    lastName: 'Downtown',
    pilot: 'mbuf-c',
    mroDevicePreference: 'automatedWithLocation',
    description: 'MBUF+C',
  },
  {
    email: 'toll@example.com',
    firstName: 'Tomas',
    lastName: 'Bridge',
    pilot: 'mbuf-tf',
    mroDevicePreference: 'automatedWithLocation',
    description: 'MBUF+TF',
  },
  {
    email: 'ev@example.com',
    firstName: 'Eva',
    lastName: 'Volt',
    pilot: 'mbuf',
    mroDevicePreference: 'telematics',
    description: 'electric vehicle, telematics',
  },
];

/**
 * Reference data every database needs (idempotent: runs at each start). The EPA vehicle list is
 * imported only while its table is empty (about 2 s for 34,804 rows).
 */
export async function seedReferenceData(db: Database, logger?: Logger): Promise<void> {
  for (const p of PILOT_PROGRAMS) {
    await db.insert(pilotPrograms).values(p).onConflictDoNothing();
  }
  await seedRates(db);
  const epa = await ensureEpaVehicles(db);
  if (epa) logger?.info({ rows: epa.rows, ms: epa.ms }, 'imported EPA vehicle list');
}

/**
 * A confirmed e-mail + password identity written straight into the identity store (seeds and the
 * simulator: nobody signs up, so no code is mailed). Returns the username (the identity's id).
 */
export async function createSeedIdentity(
  tx: Executor,
  email: string,
  role: 'admin' | 'user',
  passwordHash: string,
): Promise<string> {
  const id = crypto.randomUUID().replaceAll('-', '');
  await tx.insert(users).values({ id, email, name: email, emailVerified: true, role });
  await tx
    .insert(accounts)
    .values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
  return id;
}

/** Demo accounts, only on the first start of an empty identity store. Returns true when it seeded. */
export async function seedDemoData(db: Database, logger: Logger): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const createIdentity = (email: string, role: 'admin' | 'user') => createSeedIdentity(tx, email, role, hash);
    await createIdentity(DEMO_ADMIN, 'admin');
    const now = new Date();
    for (const d of DEMO_PARTICIPANTS) {
      const username = await createIdentity(d.email, 'user');
      await tx.insert(participants).values({
        username,
        email: d.email,
        firstName: d.firstName,
        lastName: d.lastName,
        phoneNumber: '(916) 555-0142',
        address1: '1120 N Street',
        city: 'Sacramento',
        state: 'CA',
        postalCode: '95814',
        preferredContactType: 'email',
        status: 'active',
        mroDevicePreference: d.mroDevicePreference,
        mroManualCapture: d.mroDevicePreference === 'manual',
        participantPilotProgramId: d.pilot,
        onboardedDate: now,
        firstDataReceivedDate: now,
        agreeGlobalParticipantAgreement: true,
        agreeGlobalPrivacyPolicy: true,
        updatedBy: 'System',
      });
    }
    const programById = new Map(PILOT_PROGRAMS.map((p) => [p.id, p.shortName]));
    await tx
      .insert(invitations)
      .values(
        [
          ...DEMO_PARTICIPANTS.map((d) => ({ email: d.email, pilotShortName: programById.get(d.pilot) ?? 'MBUF' })),
          ...DEMO_INVITATIONS,
        ].map((i) => ({ ...i, createdBy: 'System' })),
      )
      .onConflictDoNothing();
  });
  logger.info({ accounts: 1 + DEMO_PARTICIPANTS.length }, 'seeded demo accounts');
  return true;
}
