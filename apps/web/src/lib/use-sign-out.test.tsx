import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { useSignOut } from './use-sign-out';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Se déconnecter
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('useSignOut', () => {
  it('signs out, says so and goes to /auth', async () => {
    const calls = mockApi({
      'POST /api/verification/franceconnect/logout': () => json({ redirectTo: null }),
      'POST /api/auth/sign-out': () => json({ success: true }),
      'GET /api/me': () => json({ user: null }),
    });
    renderWithProviders(<SignOutButton />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(calls.map((c) => c.key).slice(0, 2)).toEqual([
      'POST /api/verification/franceconnect/logout',
      'POST /api/auth/sign-out',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Déconnexion', { description: 'Vous avez été déconnecté avec succès' });
  });

  it('goes through FranceConnect’s logout when this session identified with it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const endSession = 'https://fcp.integ01.dev-franceconnect.fr/api/v1/logout?id_token_hint=x';
    const calls = mockApi({
      'POST /api/verification/franceconnect/logout': () => json({ redirectTo: endSession }),
      'POST /api/auth/sign-out': () => json({ success: true }),
      'GET /api/me': () => json({ user: null }),
    });
    renderWithProviders(<SignOutButton />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(endSession));
    expect(calls.map((c) => c.key)).toContain('POST /api/auth/sign-out');
  });

  it('stays on the screen with an error toast when the server refuses', async () => {
    mockApi({
      'POST /api/auth/sign-out': () =>
        json({ error: { code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue.' } }, 500),
    });
    renderWithProviders(<SignOutButton />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur de déconnexion', {
        description: 'Une erreur interne est survenue.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});
