import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isUnauthenticated } from '../lib/errors';
import { forgetSession } from '../lib/session';

const NO_RETRY_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // An expired session surfaces as UNAUTHENTICATED: treat as signed out, the guards go to /signin.
        if (isUnauthenticated(error)) forgetSession(queryClient);
        else console.error(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && NO_RETRY_CODES.has(error.code)) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      // Identity calls are never retried; GraphQL mutations opt in where the spec allows it.
      mutations: { retry: false },
    },
  });
  return queryClient;
}
