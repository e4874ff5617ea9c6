import { snakeToCamel } from '@rc/domain';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { AuditDiffEntry } from '../../db/schema/index.js';
import * as tables from '../../db/schema/index.js';

/** Per table: database column name → the API's field name (the drizzle property, e.g. is_vip → isVIP). */
const fieldsByTable = new Map<string, Map<string, string>>();
for (const value of Object.values(tables)) {
  if (!is(value, PgTable)) continue;
  const columns = Object.entries(getTableColumns(value)).map(([field, column]) => [column.name, field] as const);
  fieldsByTable.set(getTableName(value), new Map(columns));
}

/** The API field name of a column of the table named by an audit key ('<table>#<id>'). */
export function apiFieldName(auditKey: string, column: string): string {
  const table = auditKey.split('#', 1)[0] ?? '';
  return fieldsByTable.get(table)?.get(column) ?? snakeToCamel(column);
}

export interface ApiDiffEntry {
  key: string;
  old: string | null;
  new: string | null;
}

/** A diff with the API's field names and each value as JSON text (null when there is no value). */
export function apiDiff(auditKey: string, diff: readonly AuditDiffEntry[]): ApiDiffEntry[] {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  return diff.map((d) => ({ key: apiFieldName(auditKey, d.key), old: json(d.old), new: json(d.new) }));
}
