import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, resident } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { PublicProfilePage } from './public-profile-page';

afterEach(() => vi.unstubAllGlobals());

const emptyPage = { posts: [], nextCursor: null };
const photos = Array.from({ length: 6 }, (_, i) => ({
  postId: `00000000-0000-4000-8000-00000000000${i}`,
  url: `/uploads/p${i}.webp`,
  thumbnailUrl: `/uploads/p${i}-thumb.webp`,
  alt: null,
}));

function renderPage(profile: ReturnType<typeof makeProfile> | { status: number; body: unknown }) {
  mockFetch((url) => {
    if (url === '/api/profiles/yann') return 'status' in profile ? profile : { body: profile };
    if (url === '/api/friends/of/yann') return { body: { friends: [], total: 0, hidden: false, relation: 'none' } };
    return { body: emptyPage };
  });
  return renderWithProviders(<PublicProfilePage />, {
    user: resident(),
    path: '/profile/yann',
    route: '/profile/:username',
  });
}

describe('PublicProfilePage', () => {
  it("lays out a resident's page like the showcase profiles", async () => {
    renderPage(
      makeProfile({
        name: 'Yann Kerjean',
        username: 'yann',
        verified: true,
        bio: 'Patron pêcheur.',
        followersCount: 12,
        followingCount: 1,
        photos,
        followers: [{ id: 'u2', name: 'Anne Morvan', username: 'anne', image: null }],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Yann Kerjean' })).toBeInTheDocument();
    expect(screen.getByText('Vérifié')).toBeInTheDocument();
    expect(screen.getByText('@yann')).toBeInTheDocument();
    expect(screen.getByText('12 abonnés')).toBeInTheDocument();
    expect(screen.getByText('1 abonnement')).toBeInTheDocument();
    expect(screen.getByText('Patron pêcheur.')).toBeInTheDocument();
    expect(screen.getByText('Habite à Port-Marin')).toBeInTheDocument();
    expect(screen.getByText('Membre depuis mai 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anne Morvan' })).toHaveAttribute('href', '/profile/anne');
    expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Modifier le profil' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer un message' })).toBeInTheDocument();

    // A photo opens enlarged; a click on it closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 3 de Yann Kerjean' }));
    const overlay = await screen.findByRole('dialog', { name: 'Photo 3 de Yann Kerjean' });
    const photo = within(overlay).getByRole('img', { name: /^Publiée par Yann Kerjean/ });
    expect(photo).toHaveAttribute('src', '/uploads/p2.webp');
    fireEvent.click(photo);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The close button closes it too.
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir la photo 1 de Yann Kerjean' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it("offers 'Modifier le profil' on one's own page only, and the location when there is one", async () => {
    renderPage(makeProfile({ username: 'yann', isMe: true, location: 'Quai des Thoniers' }));
    expect(await screen.findByRole('button', { name: 'Modifier le profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer un message' })).not.toBeInTheDocument();
    expect(screen.getByText('Habite à Quai des Thoniers')).toBeInTheDocument();
    expect(screen.getByText('Aucun abonné pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('Aucune photo pour le moment.')).toBeInTheDocument();
  });

  it('shows only the name of a hidden profile', async () => {
    renderPage(makeProfile({ name: 'Anne Morvan', username: null, hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anne Morvan' })).toBeInTheDocument();
    expect(screen.getByText('Ce profil est privé.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/abonné/)).not.toBeInTheDocument();
  });

  it('says when no resident has this username', async () => {
    renderPage({ status: 404, body: { error: { code: 'PROFILE_NOT_FOUND', message: "Ce profil n'existe pas." } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/feed');
  });

  it('shows « Résident vérifié » when the server says the resident is verified and chose to show it', async () => {
    renderPage(makeProfile({ name: 'Yann Kerjean', username: 'yann', verifiedResident: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yann Kerjean' })).toBeInTheDocument();
    expect(screen.getByText('Résident vérifié')).toBeInTheDocument();
  });

  it('shows no « Résident vérifié » mark otherwise', async () => {
    renderPage(makeProfile({ name: 'Yann Kerjean', username: 'yann' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yann Kerjean' })).toBeInTheDocument();
    expect(screen.queryByText('Résident vérifié')).not.toBeInTheDocument();
  });
});
