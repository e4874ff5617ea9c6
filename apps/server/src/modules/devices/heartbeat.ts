import {
  HEARTBEAT_INACTIVE_MS,
  HEARTBEAT_SILENCE_MS,
  type NotificationData,
  type NotificationTemplateName,
} from '@rc/domain';
import type { Logger } from 'pino';
import { type Executor, type Transaction, withActor } from '../../db/actor.js';
import {
  FIVE_DAY_STAGE,
  HEARTBEAT_EVENT_CODE,
  type HeartbeatReadModel,
  type SilentDevice,
} from './heartbeat.read-model.js';

// The thresholds live in the domain: the dashboard's device-health card warns at the same silence.
export { HEARTBEAT_INACTIVE_MS, HEARTBEAT_SILENCE_MS };
/** The staff spec's description of code 1001. */
export const HEARTBEAT_DESCRIPTION = 'OBDII device has not reported data for a 72-hour period';
const SYSTEM = 'System';
const PAGE = 500;

export interface HeartbeatDeps {
  mroEvents: {
    recordEvents(
      tx: Executor,
      events: {
        mroDeviceSerialNumber: string;
        username: string;
        vehicleId: string;
        code: number;
        description: string;
        type?: string | null;
        dateTime: Date;
        source: string;
        processLogs: unknown[];
      }[],
    ): Promise<void>;
    hasEventSince(tx: Executor, serial: string, code: number, since: Date): Promise<boolean>;
    recordStage(tx: Executor, eventId: string, entry: { stage: string } & Record<string, unknown>): Promise<boolean>;
  };
  notifications: {
    queueTemplate(
      tx: Transaction,
      participant: { username: string; email: string },
      templateName: NotificationTemplateName,
      data?: NotificationData,
    ): Promise<unknown>;
  };
  participants: {
    findByUsernames(usernames: readonly string[]): Promise<{ username: string; email: string }[]>;
    setInactive(tx: Executor, username: string, isInactive: boolean, updatedBy?: string): Promise<boolean>;
  };
}

export interface HeartbeatRun {
  /** Serial numbers that got event 1001 and the mroMissingHeartbeat notice in this run. */
  missing: string[];
  /** Serial numbers whose participant got mroMissingHeartbeat5Days and the inactive flag in this run. */
  inactive: string[];
}

/**
 * The hourly heartbeat watcher (docs/domain.md): an installed device silent for 72 hours raises event 1001
 * and the mroMissingHeartbeat notice, once per silence; after 5 days the participant gets the
 * mroMissingHeartbeat5Days notice and the inactive flag, once. A report from the device ends the
 * silence (a new silence can raise them again); clearing the flag on a report is
 * ParticipantsService.setInactive(tx, username, false), called by trip processing.
 * `now` is injected so tests drive the clock instead of waiting.
 */
export class HeartbeatWatcher {
  constructor(
    private readonly repo: HeartbeatReadModel,
    private readonly deps: HeartbeatDeps,
  ) {}

  async run(now: Date = new Date(), logger?: Logger): Promise<HeartbeatRun> {
    const result: HeartbeatRun = { missing: [], inactive: [] };
    await this.pages(
      (after) => this.repo.silentWithoutEvent(new Date(now.getTime() - HEARTBEAT_SILENCE_MS), after, PAGE),
      async (device, participant) => {
        if (await this.raiseMissing(device, participant, now)) result.missing.push(device.serial);
      },
      logger,
    );
    await this.pages(
      (after) => this.repo.silentPastFiveDays(new Date(now.getTime() - HEARTBEAT_INACTIVE_MS), after, PAGE),
      async (device, participant) => {
        if (await this.markInactive(device, participant, now)) result.inactive.push(device.serial);
      },
      logger,
    );
    return result;
  }

  /** Walks the pages of a query by device id, loading the participants of each page at once. */
  private async pages<T extends SilentDevice>(
    fetch: (afterId: string | null) => Promise<T[]>,
    handle: (device: T, participant: { username: string; email: string } | undefined) => Promise<void>,
    logger?: Logger,
  ): Promise<void> {
    let after: string | null = null;
    for (;;) {
      const page = await fetch(after);
      if (page.length === 0) return;
      const people = await this.deps.participants.findByUsernames([...new Set(page.map((d) => d.username))]);
      const byUsername = new Map(people.map((p) => [p.username, p]));
      for (const device of page) {
        try {
          await handle(device, byUsername.get(device.username));
        } catch (err) {
          logger?.error({ err, serial: device.serial }, 'heartbeat watcher failed for a device');
        }
      }
      after = page[page.length - 1]?.id ?? null;
      if (page.length < PAGE) return;
    }
  }

  private raiseMissing(
    device: SilentDevice,
    participant: { username: string; email: string } | undefined,
    now: Date,
  ): Promise<boolean> {
    return withActor(this.repo.db, SYSTEM, async (tx) => {
      await this.repo.lockDevice(tx, device.serial);
      if (await this.deps.mroEvents.hasEventSince(tx, device.serial, HEARTBEAT_EVENT_CODE, device.silentSince)) {
        return false;
      }
      await this.deps.mroEvents.recordEvents(tx, [
        {
          mroDeviceSerialNumber: device.serial,
          username: device.username,
          vehicleId: device.vehicleId,
          code: HEARTBEAT_EVENT_CODE,
          description: HEARTBEAT_DESCRIPTION,
          type: 'Device Heartbeat',
          dateTime: now,
          source: 'heartbeat watcher',
          processLogs: [
            { stage: 'missingHeartbeat', at: now.toISOString(), silentSince: device.silentSince.toISOString() },
          ],
        },
      ]);
      if (participant) {
        await this.deps.notifications.queueTemplate(tx, participant, 'mroMissingHeartbeat', {
          deviceSerial: device.serial,
          vehicle: device.vehicle,
        });
      }
      return true;
    });
  }

  private markInactive(
    device: SilentDevice & { eventId: string },
    participant: { username: string; email: string } | undefined,
    now: Date,
  ): Promise<boolean> {
    return withActor(this.repo.db, SYSTEM, async (tx) => {
      await this.repo.lockDevice(tx, device.serial);
      const marked = await this.deps.mroEvents.recordStage(tx, device.eventId, {
        stage: FIVE_DAY_STAGE,
        at: now.toISOString(),
      });
      if (!marked) return false;
      await this.deps.participants.setInactive(tx, device.username, true, SYSTEM);
      if (participant) {
        await this.deps.notifications.queueTemplate(tx, participant, 'mroMissingHeartbeat5Days', {
          deviceSerial: device.serial,
          vehicle: device.vehicle,
        });
      }
      return true;
    });
  }
}
