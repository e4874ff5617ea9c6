import { expect } from 'vitest';
import type { Client } from '../../../../test/harness.js';
import { parseCsv } from '../../../lib/csv.js';
import { REPORT_DEFINITIONS } from '../report-definitions.js';

/** Downloads a report as /report does (GET /api/staff/reports/{name}.csv); the text keeps its byte-order mark. */
export async function download(client: Client, name: string, range: { from: string; to: string }) {
  const res = await client.fetch(`/api/staff/reports/${name}.csv?from=${range.from}&to=${range.to}`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { res, text };
}

/** The report's records as objects by header, after checking the file and that the header is the documented one. */
export async function reportRows(client: Client, name: string, range: { from: string; to: string }) {
  const { res, text } = await download(client, name, range);
  expect(res.status, text).toBe(200);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  const definition = REPORT_DEFINITIONS.find((d) => d.name === name);
  expect(header).toEqual(definition?.columns.map((c) => c.header));
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
}
