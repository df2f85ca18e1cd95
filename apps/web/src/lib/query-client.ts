import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const NO_RETRY_STATUSES = new Set([401, 403, 404]);

/** Spec section 7: no retry on 401/403/404, else 3; mutations once; stale 5 min, kept 10 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && NO_RETRY_STATUSES.has(error.status)) && failureCount < 3,
      },
      mutations: { retry: 1 },
    },
  });
}
