import { z } from 'zod';
import { messages } from './messages.js';
import { usernameSchema } from './validation.js';

const optionalText = (max: number) => z.string().trim().max(max, messages.invalidInput).nullish();

/** Tokens come from the provider through the server; a caller may only clear them (Reconnect). */
const clearOnlyToken = z
  .string()
  .nullish()
  .refine((v) => !v, messages.connectionTokensClearOnly);

/** A vehicle-data provider authorisation (telematics), created after the consent page returns a code. */
export const createParticipantConnectionSchema = z.object({
  username: usernameSchema,
  vehicleId: optionalText(64),
  resourceProvider: z
    .string({ error: messages.resourceProviderRequired })
    .trim()
    .min(1, messages.resourceProviderRequired)
    .max(64, messages.invalidInput),
  authorizationCode: optionalText(2048),
  externalVehicleId: optionalText(200),
});
export type CreateParticipantConnectionInput = z.output<typeof createParticipantConnectionSchema>;

/** Reconnect clears the tokens and the restore flag; a new authorization code replaces the old one. */
export const updateParticipantConnectionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  username: usernameSchema,
  forceRestoreConnection: z.boolean().nullish(),
  accessToken: clearOnlyToken,
  refreshToken: clearOnlyToken,
  authorizationCode: optionalText(2048),
});
export type UpdateParticipantConnectionInput = z.output<typeof updateParticipantConnectionSchema>;

/** connectTelematics: the code the vehicle-maker consent page returned, for the participant's vehicle. */
export const connectTelematicsSchema = z.object({
  username: usernameSchema,
  vehicleId: z
    .string({ error: messages.telematicsVehicleRequired })
    .trim()
    .min(1, messages.telematicsVehicleRequired)
    .max(64, messages.invalidInput),
  code: z
    .string({ error: messages.telematicsCodeInvalid })
    .trim()
    .min(1, messages.telematicsCodeInvalid)
    .max(2048, messages.telematicsCodeInvalid),
});
export type ConnectTelematicsInput = z.output<typeof connectTelematicsSchema>;
