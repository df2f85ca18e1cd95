import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '../api/get-profile';
import { makeProfile, resident } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { FollowButton } from './follow-button';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
});

/** The public page's header: the count and the button read the same cache entry. */
function Harness() {
  const profile = useProfile('Yann');
  if (!profile.data) return null;
  return (
    <>
      <p data-testid="count">{profile.data.followersCount}</p>
      <FollowButton username="Yann" following={profile.data.isFollowedByMe} />
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('FollowButton', () => {
  it('follows at once (optimistic) and keeps the server count', async () => {
    const answer = deferred<{ status?: number; body?: unknown }>();
    let followers = 11;
    const fetchSpy = mockFetch((url, init) => {
      if (url.endsWith('/follow') && init.method === 'POST') return answer.promise;
      if (url === '/api/profiles/Yann')
        return { body: makeProfile({ username: 'Yann', followersCount: followers, isFollowedByMe: followers === 12 }) };
      return { body: makeProfile() };
    });
    renderWithProviders(<Harness />, { user: resident() });

    const button = await screen.findByRole('button', { name: 'Suivre' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('count').textContent).toBe('11');

    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'Abonné·e' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('count').textContent).toBe('12');
    // Blocked while in flight: a second click sends nothing.
    fireEvent.click(pressed);
    expect(fetchSpy.mock.calls.filter(([u]) => String(u).endsWith('/follow'))).toHaveLength(1);

    followers = 12;
    answer.resolve({ body: { following: true, followersCount: 12 } });
    await waitFor(() => expect(pressed).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('count').textContent).toBe('12');
    expect(screen.getByRole('button', { name: 'Abonné·e' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('unfollows with DELETE and lowers the count', async () => {
    let following = true;
    const fetchSpy = mockFetch((url) => {
      if (url.endsWith('/follow')) {
        following = false;
        return { body: { following: false, followersCount: 4 } };
      }
      return { body: makeProfile({ username: 'Yann', followersCount: following ? 5 : 4, isFollowedByMe: following }) };
    });
    renderWithProviders(<Harness />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Abonné·e' }));
    expect(await screen.findByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.getByTestId('count').textContent).toBe('4');
    const call = fetchSpy.mock.calls.find(([u]) => String(u).endsWith('/follow'));
    expect(call?.[1]?.method).toBe('DELETE');
  });

  it('goes back and says why when the server refuses', async () => {
    mockFetch((url) => {
      if (url.endsWith('/follow'))
        return {
          status: 500,
          body: { error: { code: 'INTERNAL_ERROR', message: "Une erreur inattendue s'est produite" } },
        };
      return { body: makeProfile({ username: 'Yann', followersCount: 3 }) };
    });
    renderWithProviders(<Harness />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Suivre' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: "Une erreur inattendue s'est produite" }),
    );
    const button = await screen.findByRole('button', { name: 'Suivre' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('count').textContent).toBe('3');
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const fetchSpy = mockFetch(() => ({ body: makeProfile({ username: 'Yann', followersCount: 3 }) }));
    renderWithProviders(<Harness />, { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Suivre' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Connexion requise',
      expect.objectContaining({
        description: 'Vous devez être connecté pour suivre un habitant',
        action: expect.objectContaining({ label: 'Se connecter' }),
      }),
    );
    expect(screen.getByTestId('count').textContent).toBe('3');
    expect(fetchSpy.mock.calls.some(([u]) => String(u).endsWith('/follow'))).toBe(false);
  });
});
