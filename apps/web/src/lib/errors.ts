import type { MessageKey } from '@rc/domain';

/** Error codes of the auth routes and of GraphQL `extensions.code`, plus the client's own. */
export type ApiErrorCode =
  | 'EMAIL_NOT_VERIFIED'
  | 'USER_ALREADY_EXISTS'
  | 'INVALID_OTP'
  | 'OTP_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_EMAIL_OR_PASSWORD'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NETWORK_ERROR'
  | (string & {});

const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*$/;

/** A failed API call: the server's code, the domain message key if it gave one, and its message. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /**
   * The server's domain message key. Any identifier is kept: checking it against the messages would put
   * all of them on the first page. A key this build does not know (a newer server) shows as the server's
   * own message (useErrorText).
   */
  readonly messageKey: MessageKey | undefined;
  readonly status: number | undefined;

  constructor(code: ApiErrorCode, message: string, messageKey?: unknown, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.messageKey =
      typeof messageKey === 'string' && MESSAGE_KEY.test(messageKey) ? (messageKey as MessageKey) : undefined;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The codes that mean "not signed in" (spec section 8: treated as signed out). */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && (error.code === 'UNAUTHENTICATED' || error.messageKey === 'notAuthenticated');
}

/** Builds an ApiError from a JSON error body `{ code, message, messageKey? }`. */
export function apiErrorFromBody(body: unknown, status: number): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' && record.code ? record.code : `HTTP_${status}`;
  const message = typeof record.message === 'string' ? record.message : '';
  return new ApiError(code, message, record.messageKey, status);
}
