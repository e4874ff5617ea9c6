import { z } from 'zod';
import { messages } from './messages.js';

/** The descriptive sections of a pilot program (staff spec section 3, PilotProgram.details). */
export const PILOT_PROGRAM_DETAIL_KEYS = [
  'participantsSelected',
  'assetsAndRoadScope',
  'participantStatement',
  'minimumDataRequired',
  'locationGPS',
] as const;
export type PilotProgramDetailKey = (typeof PILOT_PROGRAM_DETAIL_KEYS)[number];

const detailText = z
  .string()
  .trim()
  .max(4000)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * updatePilotProgram: staff edit everything but the short name, which enrolment links and reports
 * depend on. A detail given as null or '' is cleared; details left out keep their text.
 */
export const updatePilotProgramSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string({ error: messages.rateNameRequired }).trim().min(1, messages.rateNameRequired).max(200).optional(),
  category: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  description: z
    .string()
    .trim()
    .max(4000)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  isDeviceRequired: z.boolean().optional(),
  isGpsRequired: z.boolean().optional(),
  details: z
    .object(
      Object.fromEntries(PILOT_PROGRAM_DETAIL_KEYS.map((k) => [k, detailText])) as Record<
        PilotProgramDetailKey,
        typeof detailText
      >,
    )
    .nullish()
    .transform((v) => v ?? undefined),
});
export type UpdatePilotProgramInput = z.input<typeof updatePilotProgramSchema>;
