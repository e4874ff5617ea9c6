import type { Client } from '../../../../test/harness.js';
import type { Database } from '../../../db/client.js';
import type { SandboxProviders } from '../../../integrations/sandboxes.js';
import type { StorageProvider } from '../../../integrations/storage/index.js';

/**
 * Who may call an operation:
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user, no record of anyone else involved;
 * - own: a participant for records of their own username (B on B's data), or an admin;
 * - admin: staff only.
 */
export type AccessRule = 'public' | 'signedIn' | 'own' | 'admin';

export interface Caller {
  name: 'anonymous' | 'A' | 'B' | 'admin';
  client: Client;
  username: string | null;
}

/** The shared world: participant A, participant B (whose records are used), admin, and record ids. */
export interface World {
  db: Database;
  A: string;
  B: string;
  admin: string;
  /** Record ids created by the module seeds, by name (e.g. ids.vehicleB). */
  ids: Record<string, string>;
  /** The server's file storage (for records that point at stored files). */
  storage: StorageProvider;
  /** The server's sandbox providers (telematics consent codes, payment card tokens). */
  providers: SandboxProviders;
}

export interface AccessCase {
  /** The root field (Query.x or Mutation.x) this case calls. */
  field: string;
  rule: AccessRule;
  /**
   * The operation for this caller. For 'own' rules it must target B's records: A must be refused,
   * B and admin must succeed. Destructive mutations may use different records per caller.
   */
  operation: (world: World, caller: Caller['name']) => { query: string; variables?: Record<string, unknown> };
}

/** A module's contribution: records it needs in the world, and its cases. */
export interface AccessModule {
  seed?: (world: World) => Promise<void>;
  cases: AccessCase[];
}
