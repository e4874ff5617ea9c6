import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Values sealed as `<prefix><base64url JSON>.<HMAC>`: readable by anyone, forgeable by no one without
 * the secret. The key is derived from the server secret and a purpose, so one kind of value is never
 * accepted as another; every server process configured with the same secret accepts the others' values.
 */
export class SignedValues {
  private key: Buffer;

  constructor(
    private readonly purpose: string,
    secret: string | Buffer = randomBytes(32),
  ) {
    this.key = typeof secret === 'string' ? this.derive(secret) : secret;
  }

  configureSecret(secret: string): void {
    this.key = this.derive(secret);
  }

  private derive(secret: string): Buffer {
    return createHmac('sha256', this.purpose).update(secret).digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** A keyed digest (HMAC) of data, stable for one secret: for fingerprints and derived values. */
  digest(data: string): Buffer {
    return createHmac('sha256', this.key).update(data).digest();
  }

  seal(prefix: string, value: unknown): string {
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${prefix}${payload}.${this.sign(`${prefix}${payload}`)}`;
  }

  /** The sealed value, or null when the token is not one of ours (wrong prefix, forged, malformed). */
  open<T>(prefix: string, token: string): T | null {
    if (typeof token !== 'string' || !token.startsWith(prefix)) return null;
    const [payload = '', signature = ''] = token.slice(prefix.length).split('.');
    const given = Buffer.from(signature, 'base64url');
    const expected = Buffer.from(this.sign(`${prefix}${payload}`), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  }
}
