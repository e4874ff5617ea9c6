import { randomBytes } from 'node:crypto';
import { SignedValues } from '../../lib/signed-values.js';
import { TelematicsError, type TelematicsProvider, type TelematicsTokens } from './provider.js';

/**
 * The built-in sandbox vehicle-maker: a real implementation of TelematicsProvider, not a test double.
 * Its consent page (GET /integrations/telematics/sandbox/consent, see routes.ts) mints authorization
 * codes; codes and tokens are base64url JSON signed with HMAC-SHA256. A code is valid for ten minutes
 * and once: like a real provider, the sandbox remembers the codes it has exchanged (in memory, until
 * they expire). Odometer readings grow with time from a per-vehicle starting value.
 */
export const SANDBOX_TELEMATICS_KEY = 'sandbox';
export const CODE_TTL_MS = 10 * 60 * 1000;

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

  constructor(
    secret: string | Buffer = randomBytes(32),
    private readonly consentPath = '/integrations/telematics/sandbox/consent',
  ) {
    this.values = new SignedValues('sandbox-telematics', secret);
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

  async exchangeCode(code: string, now: Date = new Date()): Promise<TelematicsTokens> {
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
    const token: TokenPayload = { v: 1, vehicle: payload.vehicle, iat: now.getTime() };
    return {
      accessToken: this.signed(ACCESS_PREFIX, token),
      refreshToken: this.signed(REFRESH_PREFIX, { ...token, n: randomBytes(6).toString('base64url') }),
      externalVehicleId: payload.vehicle,
    };
  }

  async readOdometer(accessToken: string, now: Date = new Date()): Promise<number> {
    const token = this.open<TokenPayload>(ACCESS_PREFIX, accessToken);
    if (token?.v !== 1) throw new TelematicsError('invalid_token', 'The access token is not valid.');
    // A starting reading derived from the vehicle id, then about 40 km a day since the connection.
    const start = this.values.digest(token.vehicle).readUInt32BE(0) % 150_000;
    const days = Math.max(0, (now.getTime() - token.iat) / 86_400_000);
    return Math.round((start + days * 40) * 10) / 10;
  }

  private forgetExpired(now: Date): void {
    for (const [nonce, expires] of this.used) if (expires < now.getTime()) this.used.delete(nonce);
  }
}

/** The process-wide sandbox (the server configures its secret at start-up). */
export const sandboxTelematics = new SandboxTelematicsProvider();
