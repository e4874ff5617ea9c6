import { firstIssueMessage, isMessageKey, type MessageKey, messages } from '@rc/domain';
import type { ZodType, z } from 'zod';
import { AppError } from '../errors.js';

const keyByText = new Map<string, MessageKey>(
  (Object.keys(messages) as MessageKey[]).map((k) => [messages[k] as string, k]),
);

/** Parses input with a domain schema; a rejection is a BAD_USER_INPUT error with the spec's message. */
export function validate<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const message = firstIssueMessage(parsed.error);
  const key = keyByText.get(message);
  throw new AppError('BAD_USER_INPUT', key && isMessageKey(key) ? key : 'invalidInput', message);
}
