import { ApiError, apiErrorFromBody } from './errors';

/**
 * One JSON call to the server (same origin, the session cookie): `body`, when given, is sent as JSON; the
 * answer is parsed as JSON (an empty or unreadable answer is null). Errors as ApiError.
 */
export async function jsonRequest<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  const text = await response.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) throw apiErrorFromBody(json, response.status);
  return json as T;
}

/** One multipart upload (same origin, the session cookie), answered with JSON. Errors as ApiError. */
export async function formRequest<T>(url: string, body: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFromBody(answer, response.status);
  return answer as T;
}
