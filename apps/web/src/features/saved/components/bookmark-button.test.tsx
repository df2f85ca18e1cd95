import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { BookmarkButton } from './bookmark-button';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const EVENT = '55555555-5555-4555-8555-555555555555';

describe('BookmarkButton', () => {
  it('saves a post, then removes it, renaming itself and telling each change', async () => {
    const post = makePost();
    const calls = mockApi({
      [`PUT /api/saved/post/${post.id}`]: () => json({ saved: true }),
      [`DELETE /api/saved/post/${post.id}`]: () => json({ saved: false }),
    });
    const onSavedChange = vi.fn();
    renderWithProviders(<BookmarkButton kind="post" id={post.id} saved={false} onSavedChange={onSavedChange} />, {
      user: resident(),
    });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(save);
    const remove = await screen.findByRole('button', { name: 'Retirer des éléments enregistrés' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(toast.success).toHaveBeenCalledWith('Enregistré', expect.anything());
    expect(onSavedChange.mock.calls).toEqual([[true]]);
    fireEvent.click(remove);
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenLastCalledWith('Retiré des éléments enregistrés', expect.anything());
    expect(calls.map((c) => c.key)).toEqual([`PUT /api/saved/post/${post.id}`, `DELETE /api/saved/post/${post.id}`]);
    expect(onSavedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('asks the server whether an event is saved when its read model does not say', async () => {
    mockApi({ [`GET /api/saved/ids?kind=event&ids=${EVENT}`]: () => json({ ids: [EVENT] }) });
    renderWithProviders(<BookmarkButton kind="event" id={EVENT} variant="labelled" />, { user: resident() });
    const pressed = await screen.findByRole('button', { name: 'Retirer des éléments enregistrés' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in and sends nothing', async () => {
    const calls = mockApi({});
    renderWithProviders(<BookmarkButton kind="event" id={EVENT} />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Connexion requise', {
        description: 'Vous devez être connecté pour enregistrer un élément',
      }),
    );
    expect(calls).toEqual([]);
  });

  it('shows the server’s message and stays unpressed when saving fails', async () => {
    mockApi({
      [`PUT /api/saved/event/${EVENT}`]: () =>
        json({ error: { code: 'CONTENT_NOT_FOUND', message: "Ce contenu n'existe pas ou a été supprimé." } }, 404),
      [`GET /api/saved/ids?kind=event&ids=${EVENT}`]: () => json({ ids: [] }),
    });
    renderWithProviders(<BookmarkButton kind="event" id={EVENT} />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: "Ce contenu n'existe pas ou a été supprimé." }),
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toHaveAttribute('aria-pressed', 'false');
  });
});
