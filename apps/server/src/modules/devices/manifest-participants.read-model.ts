import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { participants } from '../../db/schema/index.js';

/** The participant a manifest row names, with what decides the device's GPS flag. */
export interface ManifestParticipant {
  username: string;
  email: string;
  accountNo: number;
  mroDevicePreference: string | null;
  participantPilotProgramId: string | null;
}

/**
 * Read model of the participants a device shipping manifest names (staff bulk import). Reads
 * `participants` by account number or e-mail (any case), which the participants service does not
 * offer: the lookup by e-mail must use the e-mail index first and fall back to a case-insensitive
 * match. Writes nothing.
 */
export class ManifestParticipantsReadModel {
  constructor(readonly db: Database) {}

  /** A participant named by e-mail (any case) or account number, as a shipping manifest names them. */
  async findManifestParticipant(reference: string): Promise<ManifestParticipant | null> {
    const p = participants;
    const select = () =>
      this.db
        .select({
          username: p.username,
          email: p.email,
          accountNo: p.accountNo,
          mroDevicePreference: p.mroDevicePreference,
          participantPilotProgramId: p.participantPilotProgramId,
        })
        .from(p);
    const value = reference.trim();
    if (/^\d{1,15}$/.test(value)) {
      const [row] = await select()
        .where(eq(p.accountNo, Number(value)))
        .limit(1);
      return row ?? null;
    }
    // Addresses are stored lower-case at sign-up, so the index on email answers; other spellings fall back.
    const [exact] = await select().where(eq(p.email, value.toLowerCase())).limit(1);
    if (exact) return exact;
    const [anyCase] = await select().where(sql`lower(${p.email}) = lower(${value})`).limit(1);
    return anyCase ?? null;
  }
}
