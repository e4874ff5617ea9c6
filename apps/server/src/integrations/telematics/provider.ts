/**
 * A vehicle-maker telematics service (DOMAIN.md 'Vehicles, devices and connections'): a consent page
 * that returns an authorization code, a code exchange for tokens, and odometer readings.
 */
export interface TelematicsTokens {
  accessToken: string;
  refreshToken: string;
  externalVehicleId: string;
}

export interface TelematicsProvider {
  /** The provider's key, stored as ParticipantConnection.resourceProvider. */
  readonly key: string;
  /** Where to send the participant to grant access (odometer and location read permission). */
  consentUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges a consent-page code for tokens; a wrong, expired or reused code throws TelematicsError. */
  exchangeCode(code: string): Promise<TelematicsTokens>;
  /** The vehicle's odometer in kilometres. */
  readOdometer(accessToken: string): Promise<number>;
}

export class TelematicsError extends Error {
  constructor(
    readonly reason: 'invalid_code' | 'invalid_token',
    message: string,
  ) {
    super(message);
    this.name = 'TelematicsError';
  }
}
