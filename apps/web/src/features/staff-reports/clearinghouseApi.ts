import { ApiError, apiErrorFromBody } from '../../lib/errors';
import { firstDayOf, lastDayOf } from './api';

/** GET /api/staff/exports/clearinghouse.ndjson (docs/data-exchange.md): whole months, as UTC days. */
export function clearinghouseUrl(fromMonth: string, toMonth: string, username: string): string {
  const params = new URLSearchParams({ from: firstDayOf(fromMonth), to: lastDayOf(toMonth) });
  if (username.trim()) params.set('username', username.trim());
  return `/api/staff/exports/clearinghouse.ndjson?${params.toString()}`;
}

/** Downloads the clearinghouse messages of the months; a refusal becomes an ApiError with the server's reason. */
export async function downloadClearinghouse(fromMonth: string, toMonth: string, username: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(clearinghouseUrl(fromMonth, toMonth, username), { credentials: 'include' });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFromBody(body, response.status);
  }
  const blob = await response.blob();
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'clearinghouse.ndjson';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}
