import { randomBytes } from 'node:crypto';
import {
  type DeviceTripPayload,
  deviceTripPayloadProblem,
  deviceTripPayloadSchema,
  WEBHOOK_EVENTS_DEFAULT_MONTHS,
  windowStart,
} from '@rc/domain';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import { AppError } from '../../errors.js';
import { verifySignature } from '../../integrations/device-webhooks/signature.js';
import type { Page } from '../../lib/cursor.js';
import type { DateKeyCondition } from '../../lib/filters.js';
import { decodeUtf8, jsonTextProblem, spellsSameJson } from '../../lib/json-text.js';
import { type PageArgs, paginate, timeKey } from '../../lib/pagination.js';
import { type Actor, requireAdmin } from '../identity/actor.js';
import type {
  EventStatus,
  WebhookEventFilter,
  WebhookEventRow,
  WebhookSourceRow,
  WebhooksRepository,
} from './webhooks.repository.js';

/** The built-in source the demo simulator posts as. */
export const SIMULATOR_SOURCE = 'simulator';
/** A delivery still pending this long after it was stored (or retried) has lost its job. */
export const STALE_PENDING_MS = 2 * 60 * 1000;
/** Sources are cached briefly: one lookup per delivery would be one query per trip. */
const SOURCE_CACHE_MS = 10_000;

/**
 * Where stored deliveries are published for processing (the trips module's device-trip queue, wired
 * in services.ts). Publishing the same delivery twice queues it once.
 */
export interface DeliveryQueue {
  /** Queued in `tx`: the job exists exactly when the stored delivery commits. */
  queueInTransaction(tx: Transaction, eventId: string): Promise<string | null>;
  /** Queued now; null when the delivery's job is already waiting. */
  queue(eventId: string): Promise<string | null>;
}

/** Why a delivery is refused; the endpoint maps each to its HTTP status (docs/device-webhooks.md). */
export type DeliveryRefusal =
  | { status: 400; code: 'INVALID_JSON' | 'INVALID_PAYLOAD'; message: string }
  | {
      status: 401;
      code: 'MISSING_SIGNATURE' | 'STALE_TIMESTAMP' | 'BAD_SIGNATURE' | 'UNKNOWN_SOURCE';
      message: string;
    };

export type DeliveryOutcome = { ok: true; duplicate: boolean; event: EventStatus } | ({ ok: false } & DeliveryRefusal);

/**
 * Signed webhook deliveries (docs/domain.md: each delivery is stored pending, then processed). A
 * delivery is authenticated by its source's secret, validated, stored and queued in one
 * transaction, so it is never lost between "accepted" and "processed"; (source, sourceId) makes a
 * repeat a no-op. Staff read the events and retry failed ones.
 */
export class WebhooksService {
  private readonly sources = new Map<string, { row: WebhookSourceRow | null; at: number }>();

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly deliveries: DeliveryQueue,
  ) {}

  /** Staff: deliveries with a status, newest first; those of the last month when no range is given. */
  async getWebhookEventsByStatusByCreatedAt(
    actor: Actor | null,
    args: PageArgs & { status: string; createdAt?: DateKeyCondition | null; filter?: WebhookEventFilter | null },
  ): Promise<Page<WebhookEventRow>> {
    requireAdmin(actor);
    const createdAt = args.createdAt ?? { gt: windowStart(new Date(), { months: WEBHOOK_EVENTS_DEFAULT_MONTHS }) };
    return paginate(args, {
      defaultDirection: 'DESC',
      arity: 2,
      keyOf: (e) => [timeKey(e.createdAt), e.id],
      fetch: (q) => this.repo.listByStatus({ ...q, status: args.status, createdAt, filter: args.filter }),
    });
  }

  // Sources ------------------------------------------------------------------------------------

  /**
   * Makes sure a source exists (at start, for the built-in simulator source). A configured secret
   * replaces the stored one; without one, a secret is generated once and kept in the database.
   */
  async ensureSource(name: string, options: { secret?: string | null; description?: string | null } = {}) {
    const row = await this.repo.insertSourceIfMissing({
      name,
      secret: options.secret || randomBytes(32).toString('hex'),
      description: options.description ?? null,
    });
    if (row && options.secret && row.secret !== options.secret) await this.repo.setSourceSecret(name, options.secret);
    this.sources.delete(name);
  }

  /** A source's secret, for scripts that sign deliveries (the simulator); null when unknown. */
  async sourceSecret(name: string): Promise<string | null> {
    return (await this.repo.findSource(name))?.secret ?? null;
  }

  /** Turns a source on or off (a disabled source's deliveries are refused). */
  async setSourceEnabled(name: string, enabled: boolean): Promise<void> {
    await this.repo.setSourceEnabled(name, enabled);
    this.sources.delete(name);
  }

  private async source(name: string): Promise<WebhookSourceRow | null> {
    const cached = this.sources.get(name);
    if (cached && Date.now() - cached.at < SOURCE_CACHE_MS) return cached.row;
    const row = await this.repo.findSource(name);
    // Unknown names are cached too (briefly), so a flood of bad deliveries costs no queries;
    // the cache stays small because only names that look like source names are looked up.
    if (this.sources.size > 1000) this.sources.clear();
    this.sources.set(name, { row, at: Date.now() });
    return row;
  }

  // Deliveries ---------------------------------------------------------------------------------

  /**
   * One device delivery: source and signature first (nothing is parsed for an unauthenticated
   * sender), then the JSON and the payload; a valid delivery is stored pending with its job, or
   * recognised as a repeat.
   */
  async receiveDeviceDelivery(delivery: {
    source: string | undefined;
    timestamp: string | undefined;
    signature: string | undefined;
    rawBody: Buffer;
  }): Promise<DeliveryOutcome> {
    const name = delivery.source?.trim() ?? '';
    if (!name) return { ok: false, status: 401, code: 'UNKNOWN_SOURCE', message: 'X-RC-Source header is missing' };
    const source = /^[\w.-]{1,100}$/.test(name) ? await this.source(name) : null;
    if (!source?.enabled) {
      return { ok: false, status: 401, code: 'UNKNOWN_SOURCE', message: 'Unknown or disabled source' };
    }
    const check = verifySignature(source.secret, delivery.timestamp, delivery.signature, delivery.rawBody);
    if (!check.ok) {
      if (check.reason === 'missing') {
        return {
          ok: false,
          status: 401,
          code: 'MISSING_SIGNATURE',
          message: 'X-RC-Timestamp and X-RC-Signature headers are required',
        };
      }
      if (check.reason === 'stale') {
        return {
          ok: false,
          status: 401,
          code: 'STALE_TIMESTAMP',
          message: 'X-RC-Timestamp must be Unix seconds within 300 seconds of the server clock',
        };
      }
      return { ok: false, status: 401, code: 'BAD_SIGNATURE', message: 'Signature does not match the body' };
    }

    const text = decodeUtf8(delivery.rawBody);
    if (text === null) return { ok: false, status: 400, code: 'INVALID_JSON', message: 'Body is not valid UTF-8' };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, status: 400, code: 'INVALID_JSON', message: 'Body is not valid JSON' };
    }
    const parsed = deviceTripPayloadSchema.safeParse(json);
    if (!parsed.success) {
      return { ok: false, status: 400, code: 'INVALID_PAYLOAD', message: deviceTripPayloadProblem(parsed.error) };
    }
    // Stored as jsonb, which holds neither lone surrogates nor NUL: refused here, not failed there.
    const textProblem = jsonTextProblem(parsed.data, { withoutNul: true });
    if (textProblem) {
      return { ok: false, status: 400, code: 'INVALID_JSON', message: `Body is not valid JSON text: ${textProblem}` };
    }
    // The validated payload is stored. Usually that is the body as it came (and as it was signed); a
    // body with keys the schema drops, or text it trims, is stored as the validated payload's JSON.
    const payloadText = spellsSameJson(text, json, parsed.data) ? text : JSON.stringify(parsed.data);
    return { ok: true, ...(await this.store(source.name, parsed.data, payloadText)) };
  }

  /** Stores the delivery and queues its job in one transaction; a repeat returns the stored event. */
  private async store(source: string, payload: DeviceTripPayload, payloadText: string) {
    const created = await withActor(this.repo.db, 'System', async (tx) => {
      const event = await this.repo.insertEvent(tx, { source, sourceId: payload.id, payloadText });
      if (event) await this.queue(tx, event.id);
      return event;
    });
    if (created) return { duplicate: false, event: created };
    const existing = await this.repo.findBySourceId(source, payload.id);
    if (!existing) throw new Error(`webhook event ${source}/${payload.id} neither inserted nor found`);
    return { duplicate: true, event: existing };
  }

  private queue(tx: Transaction, eventId: string) {
    return this.deliveries.queueInTransaction(tx, eventId);
  }

  /** Staff: queue a failed (or stuck pending) delivery again; it goes back to pending. */
  async retryWebhookEvent(actor: Actor | null, id: string): Promise<WebhookEventRow> {
    const admin = requireAdmin(actor);
    return withActor(this.repo.db, admin.username, async (tx) => {
      const event = await this.repo.lockById(tx, id);
      if (!event) throw new AppError('NOT_FOUND', 'webhookEventNotFound');
      if (event.status === 'processed') throw new AppError('BAD_USER_INPUT', 'webhookEventAlreadyProcessed');
      const statusMessage = event.statusMessage ? `Retried by ${admin.email} after: ${event.statusMessage}` : null;
      await this.repo.setStatus(tx, id, { status: 'pending', statusMessage });
      await this.queue(tx, id);
      return { ...event, status: 'pending', statusMessage, updatedAt: new Date() };
    });
  }

  /**
   * Re-queues deliveries whose job was lost; returns how many. One still waiting in the queue (a
   * backlog) keeps its job: the queue takes one queued job per delivery and drops the second.
   */
  async requeueStalePending(now = new Date()): Promise<number> {
    const ids = await this.repo.stalePending(new Date(now.getTime() - STALE_PENDING_MS), 500);
    let queued = 0;
    for (const id of ids) {
      if (await this.deliveries.queue(id)) queued++;
    }
    return queued;
  }

  // For trip ingestion -----------------------------------------------------------------------

  findEvent(id: string, executor?: Executor): Promise<WebhookEventRow | null> {
    return this.repo.findById(id, executor);
  }

  /** The delivery's status, locked for the rest of the transaction (its payload is not read again). */
  lockEvent(tx: Transaction, id: string): Promise<EventStatus | null> {
    return this.repo.lockStatus(tx, id);
  }

  findEvents(ids: readonly string[]): Promise<WebhookEventRow[]> {
    return this.repo.findByIds(ids);
  }

  /** The statuses of deliveries processed together, locked for the rest of the transaction. */
  lockEvents(tx: Transaction, ids: readonly string[]): Promise<EventStatus[]> {
    return this.repo.lockStatuses(tx, ids);
  }

  async markProcessed(executor: Executor, id: string | readonly string[]): Promise<void> {
    const ids = typeof id === 'string' ? [id] : id;
    await this.repo.setStatusOf(executor, ids, { status: 'processed', statusMessage: null, processedAt: new Date() });
  }

  /** A processed delivery stays processed (another run of its job may have succeeded meanwhile). */
  async markFailed(executor: Executor, id: string, message: string): Promise<void> {
    await this.repo.failUnlessProcessed(executor, id, message.slice(0, 2000));
  }

  /** The stored payload keeps no GPS track of a device without location. */
  dropPayloadPoints(executor: Executor, id: string): Promise<void> {
    return this.repo.dropPayloadPoints(executor, id);
  }

  /** The GPS points of trips' deliveries, destroyed at the end of their retention period (decision 015). */
  destroyPayloadPoints(executor: Executor, ids: readonly string[]): Promise<Map<string, number>> {
    return this.repo.destroyPayloadPoints(executor, ids);
  }
}
