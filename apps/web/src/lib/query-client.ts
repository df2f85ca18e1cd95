import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { dismissErrorToasts } from './toasts';

/**
 * Whether a failed query is worth another try: a network error or a server fault (5xx) may pass, a
 * 4xx will not (the request itself is refused: a malformed id, an unknown one, a missing session).
 * The spec lists 401, 403 and 404; every 4xx is held back so that a malformed id (400) shows its
 * screen at once instead of after three retries (issue 16, point 19).
 */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/**
 * Spec section 7: no retry on 4xx (401/403/404 and the other refusals), else 3; mutations once; stale 5 min, kept 10 min.
 * A write that succeeds takes away the error toasts still on screen (before its own success toast).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => dismissErrorToasts() }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: (failureCount, error) => isRetryable(error) && failureCount < 3,
      },
      mutations: { retry: 1 },
    },
  });
}
