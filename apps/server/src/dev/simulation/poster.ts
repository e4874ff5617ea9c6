import type { DeviceTripPayload } from '@rc/domain';
import { signedHeaders } from '../../integrations/device-webhooks/signature.js';

/** The device webhook's path (docs/device-webhooks.md). */
export const DEVICE_WEBHOOK_PATH = '/webhooks/devices';

export interface PostTarget {
  /** The server's base address, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The webhook source name and its HMAC secret. */
  source: string;
  secret: string;
}

export type PostOutcome = 'accepted' | 'duplicate' | 'rejected' | 'failed';

export interface PostSummary {
  posted: number;
  accepted: number;
  duplicate: number;
  rejected: number;
  failed: number;
  /** The first few refusals and failures, with the server's reason. */
  problems: string[];
}

export interface PostOptions {
  /** Deliveries in flight at once (default 4). */
  concurrency?: number;
  /** Called after each delivery with the running summary. */
  onProgress?: (summary: PostSummary, total: number) => void;
  signal?: AbortSignal;
  /** Attempts for a delivery that fails with a network error or a 5xx (default 4). */
  attempts?: number;
}

const MAX_PROBLEMS = 10;

/**
 * Posts one signed delivery. The body is signed right before it is sent, so the timestamp is always
 * within the server's five-minute window however long the run takes. Network errors and 5xx
 * answers are retried with back-off; a 4xx is final (the payload or the signature is wrong).
 */
export async function postDelivery(
  target: PostTarget,
  payload: DeviceTripPayload,
  options: { attempts?: number; signal?: AbortSignal } = {},
): Promise<{ outcome: PostOutcome; status: number | null; detail: string }> {
  const body = JSON.stringify(payload);
  const url = new URL(DEVICE_WEBHOOK_PATH, target.baseUrl);
  const attempts = options.attempts ?? 4;
  let last = { status: null as number | null, detail: '' };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (options.signal?.aborted) return { outcome: 'failed', status: null, detail: 'aborted' };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(target.source, target.secret, body) },
        body,
        signal: options.signal,
      });
      const text = await res.text();
      if (res.status === 202) return { outcome: 'accepted', status: 202, detail: '' };
      if (res.status === 200) return { outcome: 'duplicate', status: 200, detail: '' };
      last = { status: res.status, detail: reasonOf(text) };
      if (res.status < 500) return { outcome: 'rejected', ...last };
    } catch (err) {
      if (options.signal?.aborted) return { outcome: 'failed', status: null, detail: 'aborted' };
      last = { status: null, detail: err instanceof Error ? err.message : String(err) };
    }
    if (attempt < attempts) await sleep(250 * 2 ** attempt, options.signal);
  }
  return { outcome: 'failed', ...last };
}

function reasonOf(text: string): string {
  try {
    const json = JSON.parse(text) as { message?: unknown; code?: unknown };
    return [json.code, json.message].filter((x) => typeof x === 'string').join(': ') || text.slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Posts deliveries with bounded concurrency, in the order given (each payload is built only when its
 * turn comes, so a long run never holds every GPS track in memory).
 */
export async function postAll(
  target: PostTarget,
  deliveries: readonly (() => DeviceTripPayload)[],
  options: PostOptions = {},
): Promise<PostSummary> {
  const summary: PostSummary = { posted: 0, accepted: 0, duplicate: 0, rejected: 0, failed: 0, problems: [] };
  const concurrency = Math.max(1, options.concurrency ?? 4);
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length && !options.signal?.aborted) {
      const build = deliveries[next++] as () => DeviceTripPayload;
      const payload = build();
      const result = await postDelivery(target, payload, { attempts: options.attempts, signal: options.signal });
      if (options.signal?.aborted) break;
      summary.posted += 1;
      summary[result.outcome] += 1;
      if ((result.outcome === 'rejected' || result.outcome === 'failed') && summary.problems.length < MAX_PROBLEMS) {
        summary.problems.push(`${payload.id}: ${result.status ?? 'no answer'} ${result.detail}`.trim());
      }
      options.onProgress?.(summary, deliveries.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, worker));
  return summary;
}
