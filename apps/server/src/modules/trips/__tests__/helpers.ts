import { type Client, signInDemoUsers, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';

export { errorOf } from '../../../../test/harness.js';

/** A test server, a database handle and signed-in clients for staff and two demo participants. */
export interface TripsWorld {
  server: TestServer;
  handle: DatabaseHandle;
  admin: Client;
  adminId: string;
  driver: Client;
  driverId: string;
  manual: Client;
  manualId: string;
}

export async function startTripsWorld(env: Record<string, string> = {}): Promise<TripsWorld> {
  const server = await startTestServer(env);
  return { server, handle: connect(server.databaseUrl), ...(await signInDemoUsers(server.url)) };
}

export async function stopTripsWorld(world: TripsWorld | undefined): Promise<void> {
  await world?.handle.close();
  await world?.server.close();
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
