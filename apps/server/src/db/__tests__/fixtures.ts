import { randomUUID } from 'node:crypto';
import type { Database } from '../client.js';
import { participants, users } from '../schema/index.js';

/** An identity and its participant row; returns the username. */
export async function createParticipant(db: Database, email = `${randomUUID()}@example.com`): Promise<string> {
  const username = randomUUID().replaceAll('-', '');
  await db.insert(users).values({ id: username, email, name: email, emailVerified: true, role: 'user' });
  await db.insert(participants).values({ username, email, firstName: 'Test', lastName: 'Driver' });
  return username;
}
