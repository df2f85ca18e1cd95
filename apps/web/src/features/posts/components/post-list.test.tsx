import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makePost } from '@/test/fixtures';
import { pagedQuery } from '@/test/paged-query';
import { renderWithProviders } from '@/test/render';
import { PostList } from './post-list';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('PostList', () => {
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
        emptyHint="Soyez le premier à partager une nouvelle !"
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
