/**
 * A vehicle-maker telematics service (docs/domain.md 'Vehicles, devices and connections'): a consent page
 * that returns an authorization code, a code exchange for tokens, token refresh, and odometer readings.
 */
export interface TelematicsTokens {
  accessToken: string;
  refreshToken: string;
  externalVehicleId: string;
  /** When the access token stops working (refresh it with the refresh token). */
  accessTokenExpiresAt: Date;
}

export interface TelematicsProvider {
  /** The provider's key, stored as ParticipantConnection.resourceProvider. */
  readonly key: string;
  /** Where to send the participant to grant access (odometer and location read permission). */
  consentUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges a consent-page code for tokens; a wrong, expired or reused code throws TelematicsError. */
  exchangeCode(code: string): Promise<TelematicsTokens>;
  /**
   * New tokens for a refresh token. A refresh token that is invalid or expired, or access the owner
   * has withdrawn, throws TelematicsError: the participant must connect again.
   */
  refreshTokens(refreshToken: string, now?: Date): Promise<TelematicsTokens>;
  /**
   * The vehicle's odometer in kilometres; an expired token throws 'expired', withdrawn access 'revoked'.
   * `now` is the moment of the call for the sandbox's simulated vehicle; a real adapter reads the present.
   */
  readOdometer(accessToken: string, now?: Date): Promise<number>;
}

/**
 * The vehicle maker cannot be reached or answers that it is unavailable (network errors, timeouts,
 * 5xx): it says nothing about the participant's access, so callers retry later and never ask the
 * participant to reconnect because of it. Adapters turn their transport failures into this error.
 */
export class TelematicsUnavailableError extends Error {
  constructor(message = 'The vehicle maker is not answering.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TelematicsUnavailableError';
  }
}

export class TelematicsError extends Error {
  constructor(
    readonly reason: 'invalid_code' | 'invalid_token' | 'expired' | 'revoked',
    message: string,
  ) {
    super(message);
    this.name = 'TelematicsError';
  }
}
