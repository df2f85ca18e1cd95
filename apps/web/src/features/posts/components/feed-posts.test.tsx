import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '@/test/fixtures';
import { json, renderWithProviders } from '@/test/render';
import { FeedPosts } from './feed-posts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderList() {
  renderWithProviders(<FeedPosts />);
}

describe('FeedPosts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the newest page, then the older one with “Charger plus”', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/feed'
        ? json({ posts: [makePost({ id: 'a', content: 'Récente' })], nextCursor: 'c1' })
        : json({ posts: [makePost({ id: 'b', content: 'Ancienne' })], nextCursor: null }),
    );
    vi.stubGlobal('fetch', fetch);
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des publications…');
    expect(await screen.findByText('Récente')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Ancienne')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith('/api/feed?cursor=c1', expect.anything());
    const items = within(screen.getByRole('list')).getAllByRole('article');
    expect(items.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Récente'),
      expect.stringContaining('Ancienne'),
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument());
  });

  it('says so when there is no post yet', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ posts: [], nextCursor: null })));
    renderList();
    expect(await screen.findByText('Aucune publication pour le moment.')).toBeInTheDocument();
  });

  it('shows a French error with a retry button', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' } }, 503),
      )
      .mockResolvedValue(json({ posts: [makePost({ content: 'De retour' })], nextCursor: null }));
    vi.stubGlobal('fetch', fetch);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les publications.');
    expect(alert).toHaveTextContent('Le service est momentanément indisponible.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('De retour')).toBeInTheDocument();
  });
});
