import { type MessageKey, messages } from '@rc/domain';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** An outside service (card processor, vehicle maker, file storage) cannot be used now: try again later. */
  | 'SERVICE_UNAVAILABLE'
  /** The file storage is full. */
  | 'INSUFFICIENT_STORAGE';

/**
 * An expected failure with a user-facing message from the domain catalogue.
 * The API layers turn it into a GraphQL error or an HTTP answer; anything else is masked.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    message: string = messages[messageKey],
    /** When the same request may succeed again (seconds): the HTTP layers send it as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpStatusFor: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
};
