import { Client, startTestServer, type TestServer } from '../../../../test/harness.js';
import { connect, type DatabaseHandle } from '../../../db/client.js';
import { DEMO_PASSWORD } from '../../../db/seed/seed.js';

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

export async function startTripsWorld(): Promise<TripsWorld> {
  const server = await startTestServer();
  const handle = connect(server.databaseUrl);
  const admin = new Client(server.url);
  const driver = new Client(server.url);
  const manual = new Client(server.url);
  const [adminUser, driverUser, manualUser] = await Promise.all([
    admin.signIn('admin@example.com', DEMO_PASSWORD),
    driver.signIn('driver@example.com', DEMO_PASSWORD),
    manual.signIn('manual@example.com', DEMO_PASSWORD),
  ]);
  return {
    server,
    handle,
    admin,
    adminId: adminUser.id,
    driver,
    driverId: driverUser.id,
    manual,
    manualId: manualUser.id,
  };
}

export async function stopTripsWorld(world: TripsWorld | undefined): Promise<void> {
  await world?.handle.close();
  await world?.server.close();
}

/** The first error's code and message of a GraphQL answer. */
export const errorOf = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  message: res.errors?.[0]?.message,
});

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
