import { randomBytes } from 'node:crypto';
import { SignedValues } from '../../lib/signed-values.js';
import {
  TelematicsError,
  type TelematicsProvider,
  type TelematicsTokens,
  TelematicsUnavailableError,
} from './provider.js';

/**
 * The built-in sandbox vehicle-maker: a real implementation of TelematicsProvider, not a test double.
 * Its consent page (GET /integrations/telematics/sandbox/consent, see routes.ts) mints authorization
 * codes; codes and tokens are base64url JSON signed with HMAC-SHA256. A code is valid for ten minutes
 * and once: like a real provider, the sandbox remembers the codes it has exchanged (in memory, until
 * they expire). Access tokens last two hours and refresh tokens 60 days, like common vehicle-data
 * providers.
 *
 * The simulated vehicle drives: its odometer starts at a value derived from the vehicle id and grows
 * by a steady 20 to 60 km a day (also derived from the id), so readings are deterministic, never go
 * backwards and do not depend on which token reads them. revoke() simulates the owner withdrawing the
 * permission at the vehicle maker (in memory, like the used codes). setDown(true) simulates an outage
 * of the vehicle maker's API (tests): every code exchange, refresh and reading fails as unavailable
 * (the consent page, served by this server, keeps working).
 */
export const SANDBOX_TELEMATICS_KEY = 'sandbox';
export const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 60 * 86_400_000;
/** Day 0 of every simulated odometer. */
const ODOMETER_EPOCH = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

const CODE_PREFIX = 'sbx_tcode_';
const ACCESS_PREFIX = 'sbx_tat_';
const REFRESH_PREFIX = 'sbx_trt_';

interface CodePayload {
  v: 1;
  vehicle: string;
  nonce: string;
  iat: number;
}

interface TokenPayload {
  v: 1;
  vehicle: string;
  iat: number;
}

export class SandboxTelematicsProvider implements TelematicsProvider {
  readonly key = SANDBOX_TELEMATICS_KEY;
  private readonly values: SignedValues;
  private readonly used = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private down = false;

  constructor(
    secret: string | Buffer = randomBytes(32),
    private readonly consentPath = '/integrations/telematics/sandbox/consent',
  ) {
    this.values = new SignedValues('sandbox-telematics', secret);
  }

  setDown(down: boolean): void {
    this.down = down;
  }

  private checkReachable(): void {
    if (this.down) throw new TelematicsUnavailableError('The vehicle maker is not answering (HTTP 503).');
  }

  /** Every server process signs with the same secret. */
  configureSecret(secret: string): void {
    this.values.configureSecret(secret);
  }

  private signed(prefix: string, value: unknown): string {
    return this.values.seal(prefix, value);
  }

  private open<T>(prefix: string, token: string): T | null {
    return this.values.open<T>(prefix, token);
  }

  consentUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({ state, redirect_uri: redirectUri });
    return `${this.consentPath}?${query.toString()}`;
  }

  /** The consent page's Allow: a fresh single-use code for a (sandbox) vehicle. */
  issueCode(now: Date = new Date()): string {
    const payload: CodePayload = {
      v: 1,
      vehicle: `sbx-veh-${randomBytes(6).toString('hex')}`,
      nonce: randomBytes(12).toString('base64url'),
      iat: now.getTime(),
    };
    return this.signed(CODE_PREFIX, payload);
  }

  private tokens(vehicle: string, now: Date): TelematicsTokens {
    const token: TokenPayload = { v: 1, vehicle, iat: now.getTime() };
    return {
      accessToken: this.signed(ACCESS_PREFIX, token),
      refreshToken: this.signed(REFRESH_PREFIX, { ...token, n: randomBytes(6).toString('base64url') }),
      externalVehicleId: vehicle,
      accessTokenExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    };
  }

  async exchangeCode(code: string, now: Date = new Date()): Promise<TelematicsTokens> {
    this.checkReachable();
    const payload = this.open<CodePayload>(CODE_PREFIX, code);
    const age = payload ? now.getTime() - payload.iat : Number.NaN;
    if (payload?.v !== 1 || !(age >= -60_000 && age <= CODE_TTL_MS)) {
      throw new TelematicsError('invalid_code', 'The authorization code is not valid or has expired.');
    }
    this.forgetExpired(now);
    if (this.used.has(payload.nonce)) {
      throw new TelematicsError('invalid_code', 'The authorization code has already been used.');
    }
    this.used.set(payload.nonce, payload.iat + CODE_TTL_MS);
    return this.tokens(payload.vehicle, now);
  }

  async refreshTokens(refreshToken: string, now: Date = new Date()): Promise<TelematicsTokens> {
    this.checkReachable();
    const token = this.open<TokenPayload>(REFRESH_PREFIX, refreshToken);
    if (token?.v !== 1) throw new TelematicsError('invalid_token', 'The refresh token is not valid.');
    if (now.getTime() - token.iat > REFRESH_TOKEN_TTL_MS) {
      throw new TelematicsError('expired', 'The refresh token has expired.');
    }
    if (this.revoked.has(token.vehicle)) {
      throw new TelematicsError('revoked', 'The vehicle owner has withdrawn access.');
    }
    return this.tokens(token.vehicle, now);
  }

  async readOdometer(accessToken: string, now: Date = new Date()): Promise<number> {
    this.checkReachable();
    const token = this.open<TokenPayload>(ACCESS_PREFIX, accessToken);
    if (token?.v !== 1) throw new TelematicsError('invalid_token', 'The access token is not valid.');
    if (this.revoked.has(token.vehicle)) {
      throw new TelematicsError('revoked', 'The vehicle owner has withdrawn access.');
    }
    if (now.getTime() - token.iat > ACCESS_TOKEN_TTL_MS) {
      throw new TelematicsError('expired', 'The access token has expired.');
    }
    return this.odometerAt(token.vehicle, now);
  }

  /** The simulated vehicle's daily distance: 20 to 60 km, fixed per vehicle. */
  kmPerDay(vehicle: string): number {
    return 20 + (this.values.digest(`km-per-day:${vehicle}`).readUInt32BE(0) % 41);
  }

  /** The simulated odometer (km, to 0.1 km) at a moment: a per-vehicle start plus kmPerDay a day. */
  odometerAt(vehicle: string, at: Date): number {
    const start = this.values.digest(vehicle).readUInt32BE(0) % 150_000;
    const days = Math.max(0, (at.getTime() - ODOMETER_EPOCH) / DAY_MS);
    return Math.round((start + days * this.kmPerDay(vehicle)) * 10) / 10;
  }

  /** Simulates the owner withdrawing the permission at the vehicle maker: tokens stop working. */
  revoke(externalVehicleId: string): void {
    this.revoked.add(externalVehicleId);
  }

  private forgetExpired(now: Date): void {
    for (const [nonce, expires] of this.used) if (expires < now.getTime()) this.used.delete(nonce);
  }
}
