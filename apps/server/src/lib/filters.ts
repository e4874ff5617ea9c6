import { type AnyColumn, and, between, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.js';

export interface DateKeyCondition {
  eq?: Date | null;
  ge?: Date | null;
  gt?: Date | null;
  le?: Date | null;
  lt?: Date | null;
  between?: (Date | null)[] | null;
}

/** SQL for a ModelDateKeyConditionInput on one column; undefined when no condition is given. */
export function dateCondition(column: AnyColumn, condition: DateKeyCondition | null | undefined): SQL | undefined {
  if (!condition) return undefined;
  const parts: (SQL | undefined)[] = [];
  if (condition.eq) parts.push(eq(column, condition.eq));
  if (condition.ge) parts.push(gte(column, condition.ge));
  if (condition.gt) parts.push(gt(column, condition.gt));
  if (condition.le) parts.push(lte(column, condition.le));
  if (condition.lt) parts.push(lt(column, condition.lt));
  if (condition.between) {
    const [from, to] = condition.between;
    if (condition.between.length !== 2 || !from || !to) {
      throw new AppError('BAD_USER_INPUT', 'invalidInput', 'between takes two dates: from and to.');
    }
    parts.push(between(column, from, to));
  }
  return parts.length ? and(...parts) : undefined;
}
