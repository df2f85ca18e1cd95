// @vitest-environment jsdom
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { loadSonner } from './toasts';

describe('query client defaults (spec section 7)', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;

  it('never retries 401, 403 and 404', () => {
    for (const status of [401, 403, 404]) expect(retry(0, new ApiError(status, 'X', 'x'))).toBe(false);
  });

  it('never retries any other 4xx: a malformed id (400), a conflict, a rate limit', () => {
    for (const status of [400, 409, 410, 422, 429]) expect(retry(0, new ApiError(status, 'X', 'x'))).toBe(false);
  });

  it('retries network errors and server faults up to 3 times', () => {
    expect(retry(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(retry(0, new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'))).toBe(true);
  });

  it('retries other failures up to 3 times', () => {
    const error = new ApiError(500, 'INTERNAL_ERROR', 'x');
    expect(retry(0, error)).toBe(true);
    expect(retry(2, error)).toBe(true);
    expect(retry(3, error)).toBe(false);
    expect(retry(0, new TypeError('network'))).toBe(true);
  });

  it('retries mutations once, keeps data fresh 5 min and cached 10 min', () => {
    expect(defaults.mutations?.retry).toBe(1);
    expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.gcTime).toBe(10 * 60 * 1000);
  });
});

describe('query client toasts', () => {
  it('takes a form’s error toast away when a write succeeds, before its success toast', async () => {
    await loadSonner(); // as the app does once idle or at its first toast
    const client = createQueryClient();
    toast.error('Erreur', { description: 'Le nom du groupe est requis' });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve('ok'),
      onSuccess: () => void toast.success('Groupe créé'),
    });
    await mutation.execute(undefined);
    const shown = toast.getToasts().map((t) => ('type' in t ? `${t.type} ${String(t.title)}` : 'dismissed'));
    expect(shown).toEqual(['success Groupe créé']);
  });
});
