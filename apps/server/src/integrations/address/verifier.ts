import { isPoBox } from '@rc/domain';

/** A ZIP code's city and state (state as the two-letter code). */
export interface ZipPlace {
  city: string;
  state: string;
}

export interface AddressToVerify {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export type AddressVerdict = { ok: true } | { ok: false; reason: 'notValid' | 'poBox' };

/**
 * Postal address services (participant spec section 5): the city and state of a ZIP code (the My Info
 * and Your Information zip fields), and the check on save that an address exists, is not a post office
 * box, and that its ZIP, city and state agree. Implementations never throw for a bad or unreachable
 * address: a lookup error is null / notValid.
 */
export interface AddressVerifier {
  readonly name: string;
  lookupZip(zip: string): Promise<ZipPlace | null>;
  verify(address: AddressToVerify): Promise<AddressVerdict>;
}

/** How long one call to an address service may take before the address counts as not valid. */
export const ADDRESS_LOOKUP_TIMEOUT_MS = 5000;

export const ZIP5_PATTERN = /^\d{5}$/;

/** Case- and space-insensitive equality of a city or state name. */
export const samePlaceName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The PO box rule, first for every implementation: either street line naming a post office box. */
export function poBoxVerdict(address: AddressToVerify): AddressVerdict | null {
  return isPoBox(address.address1) || isPoBox(address.address2 ?? '') ? { ok: false, reason: 'poBox' } : null;
}

/** Whether the given city and state agree with a ZIP's place (case-insensitive). */
export function agreesWith(address: AddressToVerify, place: ZipPlace | null): boolean {
  return place !== null && samePlaceName(address.city, place.city) && samePlaceName(address.state, place.state);
}
