import { z } from 'zod';
import { messages } from './messages.js';

/** MRO (device) events and webhook deliveries as staff see them (staff spec sections 2, 7 and 9). */

/** The MRO events screen shows the last 7 days unless a range is chosen. */
export const MRO_EVENTS_DEFAULT_DAYS = 7;
/** The webhook events screen shows deliveries of the last month unless a range is chosen. */
export const WEBHOOK_EVENTS_DEFAULT_MONTHS = 1;

/** The start of the default window of a list: `days` days or `months` calendar months before now. */
export function windowStart(now: Date, window: { days?: number; months?: number }): Date {
  const start = new Date(now.getTime());
  if (window.days) start.setUTCDate(start.getUTCDate() - window.days);
  if (window.months) start.setUTCMonth(start.getUTCMonth() - window.months);
  return start;
}

const optionalText = (max: number) =>
  z.string({ error: messages.invalidInput }).trim().max(max, messages.invalidInput).nullish();

/** Staff edit an event's flag, type and description; fields left out are unchanged. */
export const updateMroEventSchema = z.object({
  id: z.string({ error: messages.invalidInput }).trim().min(1, messages.invalidInput).max(100),
  flagged: z.boolean({ error: messages.invalidInput }).nullish(),
  type: optionalText(100),
  description: optionalText(2000),
});
export type UpdateMroEventInput = z.infer<typeof updateMroEventSchema>;
