import type { Post } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makePost, resident } from '@/test/fixtures';
import { pagedQuery } from '@/test/paged-query';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { PostList } from './post-list';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** Three posts of the signed-in resident; the list drops a post once it is deleted. */
function OwnPosts({ posts }: { posts: Post[] }) {
  const [deleted, setDeleted] = useState<string | null>(null);
  const shown = posts.filter((post) => post.id !== deleted);
  return (
    <section aria-labelledby="mine">
      <h2 id="mine">Mes publications</h2>
      <PostList
        query={pagedQuery({ data: { pages: [{ posts: shown }] } })}
        emptyText="Aucune publication."
        onPostDeleted={() => setDeleted(posts[1]!.id)}
      />
    </section>
  );
}

describe('PostList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives focus to the next post when a post is deleted from its confirmation dialog', async () => {
    const me = resident();
    const author = { id: me.id, name: me.name, username: me.username, image: null, verified: false };
    const posts = ['a', 'b', 'c'].map((letter, index) =>
      makePost({ id: `${letter.repeat(8)}-1111-4111-8111-11111111111${index}`, content: `Post ${letter}`, author }),
    );
    mockApi({ [`DELETE /api/posts/${posts[1]!.id}`]: () => json(undefined, 204) });
    renderWithProviders(<OwnPosts posts={posts} />, { user: me });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));

    // Keyboard flow: the delete button has focus, Enter opens the dialog, Enter confirms.
    const second = screen.getAllByRole('article')[1]!;
    const deleteButton = within(second).getByRole('button', { name: 'Supprimer la publication' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la publication ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const third = screen.getAllByRole('article')[1]!;
    expect(third).toHaveTextContent('Post c');
    // Its first control, the author's link, has focus; it keeps it once Radix's own return runs.
    const thirdAuthor = within(third).getByRole('link', { name: 'Camille Marin' });
    await waitFor(() => expect(thirdAuthor).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thirdAuthor).toHaveFocus();
  });

  it("says 'Chargement...' while the first page loads", () => {
    renderWithProviders(<PostList query={pagedQuery({ isPending: true })} emptyText="Aucune publication." />);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Chargement...');
  });

  it("draws each post as a card, and asks for the next page from 'Voir plus de publications'", async () => {
    const query = pagedQuery({
      data: { pages: [{ posts: [makePost({ id: 'a', content: 'Marché demain' })] }] },
      hasNextPage: true,
    });
    renderWithProviders(<PostList query={query} emptyText="Aucune publication." />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Marché demain')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir plus de publications' }));
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });

  it("says the caller's empty text, and its hint", () => {
    renderWithProviders(
      <PostList
        query={pagedQuery({ data: { pages: [{ posts: [] }] } })}
        emptyText="Aucune publication dans ce groupe pour le moment."
        emptyHint="Soyez le premier à partager une nouvelle !"
      />,
    );
    expect(screen.getByText('Aucune publication dans ce groupe pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Soyez le premier à partager une nouvelle !')).toBeInTheDocument();
  });

  it("shows the server's message when the list failed, and retries", () => {
    const query = pagedQuery({
      isError: true,
      error: new ApiError(503, 'SERVICE_UNAVAILABLE', 'Le service est momentanément indisponible.'),
    });
    renderWithProviders(<PostList query={query} emptyText="Aucune publication." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les publications.');
    expect(alert).toHaveTextContent('Le service est momentanément indisponible.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
