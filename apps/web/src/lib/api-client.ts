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

/**
 * A same-origin request whose answer is a success: a network failure or any non-2xx answer
 * becomes an ApiError carrying the French message.
 */
export async function request(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      // A form (a file's upload) sets its own multipart type; anything else is sent as JSON.
      headers: body === undefined || body instanceof FormData ? undefined : { 'content-type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  }
  if (response.ok) return response;
  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const code = payload?.error?.code ?? 'INTERNAL_ERROR';
  // The server always says its error in French; the registry's 15 KB stay out of the first screen.
  const message = payload?.error?.message ?? INTERNAL_ERROR_MESSAGE;
  throw new ApiError(response.status, code, message);
}

/** Same-origin JSON fetch; any non-2xx answer becomes an ApiError carrying the French message. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Saves the file a route answers under the name the server gives (`content-disposition`), or
 * `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  const response = await request(path, { method });
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
