import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Device webhook signatures (docs/device-webhooks.md): HMAC-SHA256 with the source's secret over
 * `${timestamp}.${rawBody}`, sent as `X-RC-Signature: v1=<hex>` with `X-RC-Timestamp: <unix seconds>`
 * and `X-RC-Source: <source name>`. A timestamp more than five minutes from the server's clock is
 * refused, so a captured delivery cannot be replayed later; within the window, idempotency by
 * (source, id) makes a replay a no-op.
 */
export const SIGNATURE_HEADER = 'x-rc-signature';
export const TIMESTAMP_HEADER = 'x-rc-timestamp';
export const SOURCE_HEADER = 'x-rc-source';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestampSeconds}.`);
  mac.update(rawBody);
  return `v1=${mac.digest('hex')}`;
}

/** The headers a sender attaches to a delivery. */
export function signedHeaders(
  source: string,
  secret: string,
  rawBody: string | Buffer,
  nowMs = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    [SOURCE_HEADER]: source,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
  };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export function verifySignature(
  secret: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  rawBody: Buffer,
  nowMs = Date.now(),
): SignatureCheck {
  if (!timestampHeader || !signatureHeader) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestampHeader)) return { ok: false, reason: 'stale' };
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody));
  const given = Buffer.from(signatureHeader.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}
