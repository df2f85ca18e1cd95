import type { SessionUser } from '@portmarin/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LikeButton } from './like-button';
import { makePost, resident } from '@/test/fixtures';
import { json, renderWithProviders } from '@/test/render';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMocks }));

function renderLike(post = makePost(), user: SessionUser | null = resident()) {
  return renderWithProviders(<LikeButton post={post} />, { user });
}

/** A fetch that answers only when the test says so. */
function deferredFetch() {
  const calls: Array<{ url: string; method: string; resolve: (r: Response) => void }> = [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => calls.push({ url, method: init?.method ?? 'GET', resolve })),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

describe('LikeButton (spec section 4, Like)', () => {
  beforeEach(() => {
    toastMocks.success.mockReset();
    toastMocks.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from likesCount and shows it in its name', () => {
    renderLike(makePost({ likesCount: 3 }));
    const button = screen.getByRole('button', { name: "3 J'aime" });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells a visitor to sign in and changes nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLike(makePost({ likesCount: 3 }), null);
    fireEvent.click(screen.getByRole('button', { name: "3 J'aime" }));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith('Connexion requise', {
        description: 'Vous devez être connecté pour aimer une publication',
      }),
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "3 J'aime" })).toHaveAttribute('aria-pressed', 'false');
  });

  it('likes (+1), blocks while the request is in flight, then unlikes (−1)', async () => {
    const { fetch, calls } = deferredFetch();
    renderLike(makePost({ likesCount: 3 }));
    fireEvent.click(screen.getByRole('button', { name: "3 J'aime" }));
    const busy = await screen.findByRole('button', { name: "4 J'aime" });
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    // A second click while in flight sends nothing.
    fireEvent.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ url: '/api/posts/11111111-1111-4111-8111-111111111111/like', method: 'POST' });

    await act(async () => calls[0]!.resolve(json({ liked: true, likesCount: 4 })));
    const liked = await screen.findByRole('button', { name: "4 J'aime" });
    await waitFor(() => expect(liked).toBeEnabled());
    expect(liked).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(liked);
    expect(await screen.findByRole('button', { name: "3 J'aime" })).toBeInTheDocument();
    expect(calls[1]!.method).toBe('DELETE');
    await act(async () => calls[1]!.resolve(json({ liked: false, likesCount: 3 })));
    const unliked = await screen.findByRole('button', { name: "3 J'aime" });
    await waitFor(() => expect(unliked).toHaveAttribute('aria-pressed', 'false'));
  });

  it('never lowers the count below 0', async () => {
    const { calls } = deferredFetch();
    renderLike(makePost({ likesCount: 0, likedByMe: true }));
    fireEvent.click(screen.getByRole('button', { name: "0 J'aime" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: "0 J'aime" })).toHaveAttribute('aria-pressed', 'false');
    await act(async () => calls[0]!.resolve(json({ liked: false, likesCount: 0 })));
    await waitFor(() => expect(screen.getByRole('button', { name: "0 J'aime" })).toHaveAttribute('aria-busy', 'false'));
  });

  it('puts the previous state back and says so when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)));
    renderLike(makePost({ likesCount: 3 }));
    fireEvent.click(screen.getByRole('button', { name: "3 J'aime" }));
    await waitFor(() =>
      expect(toastMocks.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible de mettre à jour le like' }),
    );
    const button = screen.getByRole('button', { name: "3 J'aime" });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();
  });

  it('writes the server’s exact count into the cached post', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ liked: true, likesCount: 9 })));
    const post = makePost({ likesCount: 3 });
    const { client } = renderLike(post);
    client.setQueryData(['posts', 'detail', post.id], post);
    fireEvent.click(screen.getByRole('button', { name: "3 J'aime" }));
    await waitFor(() =>
      expect(client.getQueryData(['posts', 'detail', post.id])).toMatchObject({ likesCount: 9, likedByMe: true }),
    );
  });
});
