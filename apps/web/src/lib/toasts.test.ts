import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { dismissErrorToasts, requestErrorMessage, toastRequestError } from './toasts';

const toast = vi.hoisted(() => ({ error: vi.fn(), dismiss: vi.fn(), getToasts: vi.fn(() => [] as object[]) }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  toast.error.mockReset();
  toast.dismiss.mockReset();
});

describe('requestErrorMessage', () => {
  it("says the API's French message", () => {
    expect(requestErrorMessage(new ApiError(403, 'FORBIDDEN', 'Action non autorisée.'))).toBe('Action non autorisée.');
  });

  it('falls back when the failure has no message', () => {
    expect(requestErrorMessage('boom')).toBe('Une erreur est survenue');
    expect(requestErrorMessage(new Error(''), 'Impossible de créer le groupe')).toBe('Impossible de créer le groupe');
  });
});

describe('toastRequestError', () => {
  it("shows 'Erreur' with the server's message", async () => {
    toastRequestError(new ApiError(429, 'RATE_LIMITED', 'Vous avez envoyé beaucoup de demandes.'));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledExactlyOnceWith('Erreur', {
        description: 'Vous avez envoyé beaucoup de demandes.',
      }),
    );
  });

  it('takes the title, fallback and toast id a screen gives', async () => {
    toastRequestError(null, { title: 'Score non enregistré', fallback: 'Réessayez plus tard.', id: 'score' });
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledExactlyOnceWith('Score non enregistré', {
        id: 'score',
        description: 'Réessayez plus tard.',
      }),
    );
  });
});

describe('dismissErrorToasts', () => {
  it('takes away the error toasts on screen, and only them', async () => {
    toast.getToasts.mockReturnValueOnce([
      { id: 1, type: 'error', title: 'Erreur' },
      { id: 2, type: 'success', title: 'Groupe créé' },
      { id: 'weather', type: 'error', title: 'Erreur météo' },
      { id: 3, dismiss: true },
    ]);
    dismissErrorToasts();
    await vi.waitFor(() => expect(toast.dismiss.mock.calls).toEqual([[1], ['weather']]));
  });
});
