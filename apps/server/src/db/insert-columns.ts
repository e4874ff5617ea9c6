import { type Column, getTableColumns, Param, SQL, sql, type Table } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './actor.js';

/**
 * Inserts rows as one array per column: `insert into t (a, b) select * from unnest($1::a_type[], $2::b_type[])`.
 *
 * The ORM's multi-row insert builds one parameter per value: ten trips and thirty segments are over
 * a thousand parameters, and building that query cost more of the trip job's time than computing the
 * trips. Here a statement has one parameter per column, whatever the number of rows, and the same
 * text for the same columns. The rows written are the ORM insert's: each value goes through its
 * column's own mapping (dates, JSON), a column no row gives takes its default (the column's default
 * function, else the database's), and a column some rows give and others do not is null where not
 * given — unless it has a database default, which a column array cannot express: such rows, and
 * tables with array-typed or generated columns, go through the ORM's insert.
 */
export async function insertColumns<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const plan = columnsOf(table, rows as readonly Record<string, unknown>[]);
  if (!plan) return insertRows(tx, table, rows);
  const params = [];
  for (const { field, column, fill } of plan) {
    const values: unknown[] = [];
    for (const row of rows) {
      const value = (row as Record<string, unknown>)[field];
      if (value === undefined) values.push(fill ? fill() : null);
      else if (value === null) values.push(null);
      // A value written as SQL (an expression for the database) has no place in an array.
      else if (value instanceof SQL || value instanceof Param) return insertRows(tx, table, rows);
      else values.push(column.mapToDriverValue(value));
    }
    params.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  await tx.execute(
    sql`insert into ${table} (${sql.join(
      plan.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    )}) select * from unnest(${sql.join(params, sql`, `)})`,
  );
}

/** The ORM's insert of the same rows. */
async function insertRows<T extends PgTable>(tx: Executor, table: T, rows: readonly PgInsertValue<T>[]): Promise<void> {
  await tx.insert(table).values([...rows]);
}

interface ColumnPlan {
  field: string;
  column: Column;
  /** The value of a row that does not give this column: its default function's, mapped. */
  fill?: () => unknown;
}

/** The columns to send, or null when the rows cannot be sent as column arrays. */
function columnsOf(table: Table, rows: readonly Record<string, unknown>[]): ColumnPlan[] | null {
  const plan: ColumnPlan[] = [];
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (column.getSQLType().endsWith(']')) return null;
    if ((column as Column & { shouldDisableInsert?: () => boolean }).shouldDisableInsert?.()) return null;
    const given = rows.filter((row) => row[field] !== undefined).length;
    // The ORM's order of defaults: the default function, else the update function of a column without a
    // database default, else the database's default.
    const fn = column.defaultFn ?? (!column.default ? column.onUpdateFn : undefined);
    if (given === rows.length) {
      plan.push({ field, column });
      continue;
    }
    if (fn) {
      // A default function that returns SQL (an expression for the database) cannot fill an array.
      if (fn() instanceof SQL) return null;
      plan.push({
        field,
        column,
        fill: () => {
          const value = fn();
          return value == null ? null : column.mapToDriverValue(value);
        },
      });
      continue;
    }
    if (given === 0) continue;
    if (column.hasDefault) return null;
    plan.push({ field, column });
  }
  return plan;
}
