/**
 * Heartbeat (docs/domain.md): an installed device silent for 72 hours raises event 1001 and the
 * mroMissingHeartbeat notice; after 5 days the participant is flagged inactive. The server's watcher and
 * the dashboard's device-health card share these. Kept apart from the device schemas (devices.ts) so the
 * dashboard does not download zod.
 */
export const HEARTBEAT_SILENCE_MS = 72 * 60 * 60 * 1000;
export const HEARTBEAT_INACTIVE_MS = 5 * 24 * 60 * 60 * 1000;

type DateLike = Date | string | null | undefined;
const toDate = (value: DateLike): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** When a device last showed life, as the watcher counts it: its last report, else its first, else its activation. */
export function deviceLastSeen(device: {
  lastReportedDate?: DateLike;
  firstReportedDate?: DateLike;
  activationDate?: DateLike;
}): Date | null {
  return toDate(device.lastReportedDate) ?? toDate(device.firstReportedDate) ?? toDate(device.activationDate);
}

/** Silent for the heartbeat threshold (72 hours) or longer; a device never activated nor reporting is not. */
export function isDeviceSilent(device: Parameters<typeof deviceLastSeen>[0], now: Date): boolean {
  const seen = deviceLastSeen(device);
  return seen !== null && now.getTime() - seen.getTime() >= HEARTBEAT_SILENCE_MS;
}
