import { LIMITS } from '@rc/domain';
import { ApiError } from './errors';

export const GRAPHQL_URL = '/graphql';

/**
 * A generated typed document: its text and, as a phantom type, its result and variables. Structural,
 * so the documents of both generated modules (participant pages in src/gql, the staff console's own)
 * are accepted.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  __apiType?: (variables: TVariables) => TResult;
}

interface GraphQLErrorBody {
  message?: string;
  extensions?: { code?: unknown; messageKey?: unknown };
}

interface GraphQLResponseBody<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

function errorFrom(error: GraphQLErrorBody | undefined, status: number): ApiError {
  const code = typeof error?.extensions?.code === 'string' ? error.extensions.code : `HTTP_${status}`;
  return new ApiError(code, error?.message ?? '', error?.extensions?.messageKey, status);
}

/**
 * Runs one typed operation against /graphql with the session cookie. GraphQL errors become an
 * {@link ApiError} carrying `extensions.code` and `extensions.messageKey`.
 */
export async function execute<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never>
    ? [variables?: NoInfer<TVariables>]
    : [variables: NoInfer<TVariables>]
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause));
  }
  let body: GraphQLResponseBody<TResult> | undefined;
  try {
    body = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch {
    body = undefined;
  }
  if (body?.errors?.length) throw errorFrom(body.errors[0], response.status);
  if (!response.ok || !body || body.data == null) throw errorFrom(undefined, response.status);
  return body.data;
}

export interface Page<T> {
  items: readonly T[];
  nextToken?: string | null;
}

/**
 * Reads every page of a list query (limit 1000) until nextToken is exhausted (spec section 7).
 * Stops if the server ever hands back a token it already gave, so a bug cannot loop forever.
 */
export async function listAll<T>(
  fetchPage: (args: { limit: number; nextToken: string | null }) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let nextToken: string | null = null;
  do {
    const page: Page<T> = await fetchPage({ limit: LIMITS.listAllPageSize, nextToken });
    items.push(...page.items);
    nextToken = page.nextToken ?? null;
    if (nextToken !== null) {
      if (seen.has(nextToken)) break;
      seen.add(nextToken);
    }
  } while (nextToken !== null);
  return items;
}
