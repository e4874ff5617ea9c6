import { z } from 'zod';
import { AUDIT_EVENT_NAMES } from './constants.js';

/*
 * The audit trail's queries (staff spec section 2 "Audit trail", section 7 "events by eventName, by
 * user, or by key with timestamp ranges"). Keys are '<table>#<primary key>', e.g. 'participants#…'.
 */

const text = z.string().trim().min(1).max(300);

/** The key argument of getEventsByKeyByTimestamp, and the username/updatedBy arguments. */
export const auditKeySchema = text;

export const auditEventFilterSchema = z
  .object({
    key: z
      .object({ eq: text.nullish(), beginsWith: text.nullish() })
      .nullish()
      .transform((v) => v ?? undefined),
    eventName: z.enum(AUDIT_EVENT_NAMES).nullish(),
    username: text.nullish(),
    updatedBy: text.nullish(),
  })
  .nullish()
  .transform((v) => v ?? { key: undefined });
export type AuditEventFilterInput = z.input<typeof auditEventFilterSchema>;

/** Database column names of the trail's diffs → the API's field names ('cents_per_mileage_unit' → 'centsPerMileageUnit'). */
export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
