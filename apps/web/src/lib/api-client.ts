import { INTERNAL_ERROR_MESSAGE } from '@portmarin/shared/constants';
import type { ApiErrorBody } from '@portmarin/shared/errors';

/** An error answered by the API, with its registry code and French message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The server refused a write because a moderator suspended the account (its message says so). */
export const isSuspension = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED';

type RequestOptions = { method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal };

/** Same-origin JSON fetch; any non-2xx answer becomes an ApiError carrying the French message. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }
  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const code = payload?.error?.code ?? 'INTERNAL_ERROR';
  // The server always says its error in French; the registry's 15 KB stay out of the first screen.
  const message = payload?.error?.message ?? INTERNAL_ERROR_MESSAGE;
  throw new ApiError(response.status, code, message);
}
