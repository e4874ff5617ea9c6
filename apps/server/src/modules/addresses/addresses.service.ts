import { zipSchema } from '@rc/domain';
import type { AddressVerifier, ZipPlace } from '../../integrations/address/index.js';
import { validate } from '../../lib/validation.js';

/** Postal look-ups for the address forms (enrolment Your Information, My Info). */
export class AddressesService {
  constructor(private readonly verifier: AddressVerifier) {}

  /** Public: the city and state of a five-digit ZIP code; null when unknown or the lookup failed. */
  async lookupZip(raw: unknown): Promise<ZipPlace | null> {
    const zip = validate(zipSchema, raw);
    return this.verifier.lookupZip(zip);
  }
}
