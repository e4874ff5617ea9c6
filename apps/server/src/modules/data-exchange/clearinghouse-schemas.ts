import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ClearinghouseMessage } from './clearinghouse-messages.js';

/**
 * The JSON Schemas (draft-07) of the clearinghouse messages, in ./schemas (copied next to the compiled
 * code by the build), by the portal_type each message carries.
 */
export const CLEARINGHOUSE_SCHEMA_FILES = {
  'Road Account Message': 'road-account-message.json',
  'Road Message': 'road-message.json',
  'Odometer Reading Message': 'odometer-reading-message.json',
  'Road Event Message': 'road-event-message.json',
  'Billing Period Message': 'billing-period-message.json',
} as const;

export type PortalType = keyof typeof CLEARINGHOUSE_SCHEMA_FILES;

export function readClearinghouseSchema(portalType: PortalType): Record<string, unknown> {
  const url = new URL(`./schemas/${CLEARINGHOUSE_SCHEMA_FILES[portalType]}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

let validators: Map<string, ValidateFunction> | null = null;

function compiled(): Map<string, ValidateFunction> {
  if (!validators) {
    const ajv = new Ajv({ allErrors: true, strict: true });
    addFormats(ajv);
    validators = new Map(
      (Object.keys(CLEARINGHOUSE_SCHEMA_FILES) as PortalType[]).map((type) => [
        type,
        ajv.compile(readClearinghouseSchema(type)),
      ]),
    );
  }
  return validators;
}

/** What is wrong with a message against the schema its portal_type names (empty: it is valid). */
export function clearinghouseMessageErrors(message: ClearinghouseMessage | Record<string, unknown>): string[] {
  const type = (message as { portal_type?: unknown }).portal_type;
  const validate = typeof type === 'string' ? compiled().get(type) : undefined;
  if (!validate) return [`unknown portal_type ${JSON.stringify(type)}`];
  if (validate(message)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
