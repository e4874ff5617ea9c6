import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../lib/cursor.js';

/**
 * The most a request may ask for, in values of the response (see queryCost). The widest page the web
 * app fetches (a list page of 1000 rows with its fields, as `listAll` asks for) costs about 32,000; this
 * leaves room for that and a few small queries beside it, and refuses several such pages at once (20
 * aliases of a 1000-row page are 20 times the widest page).
 */
export const MAX_QUERY_COST = 50_000;

/**
 * A list field whose pages are smaller than the usual 1000 rows says so in its extensions
 * (`extensions: { [MAX_LIMIT_EXTENSION]: 100 }`): its pages are then counted at most that size.
 */
export const MAX_LIMIT_EXTENSION = 'maxLimit';

/** What an object of the response (a row, mostly) costs beside its fields: the server reads whole rows. */
const ROW_COST = 10;

/**
 * An upper estimate of the number of values a query's response holds, worked out from the document
 * before it runs: every field selected costs 1, and the list fields of a page (the `items` of a field
 * that takes a `limit` argument) cost their selection once per row of the page — `limit` as written,
 * or as the variable's value, or the default page size when absent. Nested pages multiply. Other lists
 * count once (their length is bounded by the data, such as the photos of one report). Introspection
 * costs nothing (it is off in production).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  operationName?: string | null,
): number {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return 0; // execution refuses it anyway
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const defaults = new Map<string, ValueNode>();
  for (const v of operation.variableDefinitions ?? []) {
    if (v.defaultValue) defaults.set(v.variable.name.value, v.defaultValue);
  }

  const pageSize = (value: ValueNode | undefined, max: number): number => {
    let raw: unknown = null;
    if (value?.kind === Kind.INT) raw = Number(value.value);
    else if (value?.kind === Kind.VARIABLE) {
      const name = value.name.value;
      const given = variables?.[name];
      const fallback = defaults.get(name);
      raw = given !== undefined ? given : fallback?.kind === Kind.INT ? Number(fallback.value) : null;
    }
    // Out-of-range limits are refused by the list itself; here they count as the nearest allowed one.
    return typeof raw === 'number' && Number.isFinite(raw)
      ? Math.min(Math.max(Math.trunc(raw), 1), max)
      : Math.min(DEFAULT_LIMIT, max);
  };

  // Fragment costs per (fragment, rows of the enclosing page): a fragment spread many times is counted
  // from the memo, so a document cannot make this work grow exponentially.
  const memo = new Map<string, number>();

  /** `rows`: the page size when this selection is a page's (its list fields are the rows), else 1. */
  const selectionCost = (selectionSet: SelectionSetNode, parent: GraphQLNamedType, rows: number): number => {
    if (!isCompositeType(parent)) return 0;
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') continue;
        if (name === '__typename') {
          total += 1;
          continue;
        }
        const field = 'getFields' in parent ? parent.getFields()[name] : undefined;
        if (!field) continue; // validation refuses unknown fields before this runs
        const times = isListType(getNullableType(field.type)) ? rows : 1;
        const type = getNamedType(field.type);
        let own = 1;
        if (selection.selectionSet) {
          own = ROW_COST;
          const isPage = field.args.some((a) => a.name === 'limit');
          const declared = field.extensions?.[MAX_LIMIT_EXTENSION];
          const max = typeof declared === 'number' ? Math.min(declared, MAX_LIMIT) : MAX_LIMIT;
          const limit = isPage ? pageSize(selection.arguments?.find((a) => a.name.value === 'limit')?.value, max) : 1;
          own += selectionCost(selection.selectionSet, type, limit);
        }
        total += times * own;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) total += selectionCost(selection.selectionSet, type, rows);
      } else {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type) continue;
        const key = `${fragment.name.value}:${rows}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          memo.set(key, 0); // a cycle (refused by validation) counts nothing
          cost = selectionCost(fragment.selectionSet, type, rows);
          memo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  return selectionCost(operation.selectionSet, rootType, 1);
}

export function costLimitError(cost: number, maxCost: number): GraphQLError {
  return new GraphQLError(
    `This query asks for too much at once (cost ${cost}, at most ${maxCost}): use smaller pages (a lower limit) and fewer aliases, and follow nextToken for the rest.`,
    { extensions: { code: 'BAD_USER_INPUT', messageKey: 'invalidInput', cost, maxCost } },
  );
}

/** Refuses, before it runs, an operation whose queryCost is above maxCost. */
export function useCostLimit(maxCost: number = MAX_QUERY_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = queryCost(args.schema, args.document, args.variableValues, args.operationName);
      if (cost > maxCost) setResultAndStopExecution({ errors: [costLimitError(cost, maxCost)] });
    },
  };
}
