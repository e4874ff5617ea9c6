import { useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorFromBody } from '../../lib/errors';
import { jsonRequest } from '../../lib/jsonRequest';
import { dayIn, STATEMENT_TIME_ZONE } from '../../lib/staff/timeZone';

/** The twelve reports of /report, in the staff spec's order (server: modules/reports; columns: docs/reports.md). */
export const REPORT_NAMES = [
  'participant-enrollment',
  'customer-interaction',
  'customer-interaction-metrics',
  'billing-trips',
  'billing-month',
  'billing-customer-totals',
  'billing-trips-statement',
  'errors-and-events',
  'pilot-closeout',
  'summary',
  'paid-transactions',
  'refunded-transactions',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** The staff spec's CSV download delay (section 9). */
export const DOWNLOAD_DELAY_MS = 300;

/** A large report being written by a job (GET /api/staff/reports/runs/{id}). */
export interface ReportRun {
  id: string;
  report: string;
  from: string;
  to: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  statusMessage: string | null;
  rowsTotal: number;
  rowsDone: number;
  downloadUrl: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The current month in the pilot's zone (reports count months as statements do), as YYYY-MM: the cards' default. */
export function currentMonth(now = new Date()): string {
  return dayIn(now, STATEMENT_TIME_ZONE).slice(0, 7);
}

/** The first day of a month (YYYY-MM → YYYY-MM-01): where From snaps to. */
export const firstDayOf = (month: string) => `${month}-01`;

/** The last day of a month (YYYY-MM → YYYY-MM-DD): where To snaps to. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

export function reportUrl(name: ReportName, fromMonth: string, toMonth: string): string {
  const params = new URLSearchParams({ from: firstDayOf(fromMonth), to: lastDayOf(toMonth) });
  return `/api/staff/reports/${name}.csv?${params.toString()}`;
}

export const reportKeys = {
  all: ['staffReports'] as const,
  run: (id: string) => [...reportKeys.all, 'run', id] as const,
};

/** The file name the server gave (content-disposition), else the report's name. */
function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Asks for a report: its CSV when it is small enough to stream (saved by the browser after the spec's
 * 300 ms), or the run a background job writes when it is large.
 */
export async function requestReport(
  name: ReportName,
  fromMonth: string,
  toMonth: string,
): Promise<{ kind: 'file'; filename: string } | { kind: 'run'; run: ReportRun }> {
  let response: Response;
  try {
    response = await fetch(reportUrl(name, fromMonth, toMonth), { credentials: 'include' });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  if (response.status === 202) return { kind: 'run', run: (await response.json()) as ReportRun };
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFromBody(body, response.status);
  }
  const blob = await response.blob();
  const filename = filenameOf(response, `${name}.csv`);
  await new Promise((resolve) => setTimeout(resolve, DOWNLOAD_DELAY_MS));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { kind: 'file', filename };
}

/** A report run, polled every second until it is completed or failed. */
export function useReportRun(id: string | null) {
  return useQuery({
    queryKey: reportKeys.run(id ?? ''),
    queryFn: () => jsonRequest<ReportRun>('GET', `/api/staff/reports/runs/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : 1000;
    },
  });
}
