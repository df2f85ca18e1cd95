import type { SessionUser } from '@portmarin/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostCard } from './post-card';
import { makePost, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderCard(post = makePost(), user: SessionUser | null = resident()) {
  return renderWithProviders(<PostCard post={post} />, { user });
}

// The lightbox and the comments thread load on first use: loaded once up front here.
beforeAll(() => Promise.all([import('./photo-lightbox'), import('./comments-thread')]), 30_000);

describe('PostCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the author (linked), the French relative time and the text', () => {
    const post = makePost({
      author: { id: 'u', name: 'Yann Kerleau', username: 'yann', image: null, verified: true },
    });
    renderCard(post);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Yann Kerleau' })).toHaveAttribute('href', '/profile/yann');
    expect(within(article).getByText('Vérifié')).toBeInTheDocument();
    expect(within(article).getByText('il y a 15 minutes')).toHaveAttribute('datetime', post.createdAt);
    expect(within(article).getByText('Bonjour le port !')).toBeInTheDocument();
  });

  it('tells the author that a moderator hid the post, and only then', () => {
    const { unmount } = renderCard(makePost({ hiddenByModeration: true }));
    expect(within(screen.getByRole('article')).getByText('Masqué par la modération')).toBeInTheDocument();
    unmount();
    renderCard(makePost({ hiddenByModeration: false }));
    expect(screen.queryByText('Masqué par la modération')).not.toBeInTheDocument();
  });

  it('falls back to the username, then to “Utilisateur”', () => {
    renderCard(makePost({ author: { id: 'u', name: '', username: 'yann', image: null, verified: false } }));
    expect(screen.getByRole('link', { name: 'yann' })).toBeInTheDocument();
    expect(screen.queryByText('Vérifié')).not.toBeInTheDocument();
  });

  it('shows “Utilisateur” without a link when the author has neither name nor username', () => {
    renderCard(makePost({ author: { id: 'u', name: null, username: null, image: null, verified: false } }));
    expect(screen.getByText('Utilisateur')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Utilisateur' })).not.toBeInTheDocument();
  });

  it('shows the thumbnail, at most 96 units high, and the full photo on click', async () => {
    renderCard(makePost({ imageUrl: '/uploads/p.webp', thumbnailUrl: '/uploads/p-t.webp' }));
    const thumb = screen.getByAltText('Photo publiée par Yann Kerleau');
    expect(thumb).toHaveAttribute('src', '/uploads/p-t.webp');
    expect(thumb).toHaveClass('max-h-96');
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo publiée par Yann Kerleau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo publiée par Yann Kerleau' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/p.webp');
  });

  it('reads the author’s description of the photo as its text alternative, thumbnail and full size', async () => {
    const imageAlt = 'Trois voiliers rouges amarrés au ponton';
    renderCard(makePost({ imageUrl: '/uploads/p.webp', thumbnailUrl: '/uploads/p-t.webp', imageAlt }));
    expect(screen.getByRole('img', { name: imageAlt })).toHaveAttribute('src', '/uploads/p-t.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo publiée par Yann Kerleau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo publiée par Yann Kerleau' });
    expect(within(dialog).getByRole('img', { name: imageAlt })).toHaveAttribute('src', '/uploads/p.webp');
  });

  it('gives edit and delete to the author only', () => {
    const mine = makePost({
      author: { id: resident().id, name: resident().name, username: 'camille', image: null, verified: false },
    });
    const { unmount } = renderCard(mine);
    expect(screen.getByRole('button', { name: 'Modifier la publication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la publication' })).toBeInTheDocument();
    unmount();

    renderCard(makePost());
    expect(screen.queryByRole('button', { name: 'Modifier la publication' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer la publication' })).not.toBeInTheDocument();
  });

  it('lets a moderator delete someone else’s post, but not edit it', () => {
    renderCard(makePost(), resident('moderator'));
    expect(screen.queryByRole('button', { name: 'Modifier la publication' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la publication' })).toBeInTheDocument();
  });

  it('toggles the share panel with the post’s address, title and description', () => {
    renderCard(makePost({ id: '44444444-4444-4444-8444-444444444444' }));
    const share = screen.getByRole('button', { name: 'Partager, 0 partage' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(share);
    const panel = screen.getByRole('region', { name: 'Partager la publication' });
    expect(within(panel).getByLabelText('Lien de la publication')).toHaveValue(
      `${window.location.origin}/post/44444444-4444-4444-8444-444444444444`,
    );
    expect(within(panel).getByText('Publication de Yann Kerleau')).toBeInTheDocument();
    fireEvent.click(share);
    expect(screen.queryByRole('region', { name: 'Partager la publication' })).not.toBeInTheDocument();
  });

  it('marks the post saved in its cached copies once the server saved it', async () => {
    const post = makePost({ savedByMe: false });
    mockApi({ [`PUT /api/saved/post/${post.id}`]: () => json({ saved: true }) });
    const { client } = renderCard(post);
    client.setQueryData(['posts', 'detail', post.id], post);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Retirer des éléments enregistrés' })).toBeInTheDocument();
    expect(client.getQueryData<typeof post>(['posts', 'detail', post.id])?.savedByMe).toBe(true);
  });

  it('opens the comments thread below the card, oldest first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json({
          comments: [
            {
              id: 'c1',
              postId: 'p',
              content: 'Premier',
              createdAt: new Date().toISOString(),
              author: { id: 'x', name: 'Anne', username: null, image: null, verified: false },
            },
            {
              id: 'c2',
              postId: 'p',
              content: 'Second',
              createdAt: new Date().toISOString(),
              author: { id: 'y', name: 'Paul', username: null, image: null, verified: false },
              hiddenByModeration: true,
            },
          ],
          nextCursor: 'suite',
        }),
      ),
    );
    renderCard(makePost({ commentsCount: 3 }));
    fireEvent.click(screen.getByRole('button', { name: '3 commentaires' }));
    const thread = await screen.findByRole('region', { name: 'Commentaires' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Premier'),
      expect.stringContaining('Second'),
    ]);
    // Only the comment a moderator hid (seen by its author) carries the badge.
    expect(within(items[0]!).queryByText('Masqué par la modération')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Masqué par la modération')).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: 'Charger plus de commentaires' })).toBeInTheDocument();
    expect(within(thread).getByLabelText('Votre commentaire')).toBeInTheDocument();
  });
});
