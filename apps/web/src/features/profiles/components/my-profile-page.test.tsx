import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, resident } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { MyProfilePage } from './my-profile-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

const emptyPage = { posts: [], nextCursor: null };

describe('MyProfilePage', () => {
  it("shows 'Chargement...' while the session loads", () => {
    const fetchSpy = mockFetch(() => new Promise(() => {}));
    renderWithProviders(<MyProfilePage />, { user: 'loading' });
    expect(screen.getByRole('status').textContent?.trim()).toBe('Chargement...');
    // The profile is only asked for once the session says who is signed in.
    expect(fetchSpy.mock.calls.map(([u]) => u)).toEqual(['/api/me']);
  });

  it('sends a visitor to /auth', async () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<MyProfilePage />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('shows the profile with counters counted by the server, in French', async () => {
    mockFetch((url) => {
      if (url === '/api/profile')
        return {
          body: makeProfile({
            isMe: true,
            username: null,
            role: 'admin',
            location: 'Quartier du port',
            postsCount: 42,
            followersCount: 1247,
            followingCount: 328,
            likesReceivedCount: 2856,
          }),
        };
      return { body: emptyPage };
    });
    renderWithProviders(<MyProfilePage />, { user: resident('admin') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Marie Le Goff' })).toBeInTheDocument();
    expect(screen.getByText('Profil authentifié')).toBeInTheDocument();
    // No username: the local part of the e-mail.
    expect(screen.getByText('@marie.legoff')).toBeInTheDocument();
    expect(screen.getByText('Quartier du port')).toBeInTheDocument();
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    const counters = within(screen.getByRole('list', { name: 'Statistiques' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counters).toEqual(['42Publications', '1\u202f247Abonnés', '328Abonnements', "2\u202f856J'aime"]);
    expect(screen.getByRole('tab', { name: 'Publications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: "J'aime" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByText('Les photos de vos publications apparaîtront ici.')).toBeInTheDocument();
    const quick = ['Rencontres', 'Groupes', 'Événements', 'Paramètres'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(quick).toEqual(['/dating', '/groups', '/events', '/settings']);
  });

  it('copies the public profile address', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch((url) => (url === '/api/profile' ? { body: makeProfile({ isMe: true }) } : { body: emptyPage }));
    renderWithProviders(<MyProfilePage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/profile/marie`));
    expect(toast.success).toHaveBeenCalledWith('Lien copié', {
      description: 'Le lien a été copié dans le presse-papiers',
    });
  });
});
