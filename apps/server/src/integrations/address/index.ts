import { OfflineAddressVerifier } from './offline.js';
import { UspsAddressVerifier } from './usps.js';
import type { AddressVerifier } from './verifier.js';

export * from './offline.js';
export * from './usps.js';
export * from './verifier.js';

export interface AddressSettings {
  ADDRESS_PROVIDER: 'offline' | 'usps';
  USPS_USER_ID?: string | undefined;
  USPS_URL?: string | undefined;
}

let sharedOffline: OfflineAddressVerifier | null = null;

/** The default verifier (one table in memory per process). */
export function offlineAddressVerifier(): OfflineAddressVerifier {
  sharedOffline ??= new OfflineAddressVerifier();
  return sharedOffline;
}

/**
 * The verifier chosen by configuration: ADDRESS_PROVIDER=usps with USPS_USER_ID (falling back to the
 * offline table while USPS cannot be used), otherwise offline.
 */
export function addressVerifierFor(settings: AddressSettings, onError?: (error: unknown) => void): AddressVerifier {
  if (settings.ADDRESS_PROVIDER === 'usps') {
    return new UspsAddressVerifier({
      userId: settings.USPS_USER_ID ?? '',
      url: settings.USPS_URL,
      onError,
      fallback: offlineAddressVerifier(),
    });
  }
  return offlineAddressVerifier();
}
