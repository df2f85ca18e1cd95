import type { GroupDetail, SessionUser } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { GroupPage } from './group-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const ID = '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f';
const detail = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  id: ID,
  name: 'Plaisanciers du bassin Nord',
  description: null,
  category: 'Autre',
  isPrivate: true,
  membersCount: 2,
  avatarUrl: null,
  createdAt: '2025-05-16T10:00:00.000Z',
  role: null,
  isAdmin: false,
  requestPending: false,
  canRead: false,
  canDelete: false,
  pendingRequestsCount: 0,
  isLastAdmin: false,
  ...overrides,
});

const renderPage = (user: SessionUser | null = resident()) =>
  renderWithProviders(<GroupPage />, { user, path: `/groups/${ID}`, route: '/groups/:id' });

describe('GroupPage', () => {
  it('shows a private group header to a non-member, then a pending request they can withdraw', async () => {
    let pending = false;
    const calls = mockApi({
      [`GET /api/groups/${ID}`]: () => json(detail({ requestPending: pending })),
      [`POST /api/groups/${ID}/join`]: () => {
        pending = true;
        return json({ status: 'pending', membersCount: 2 }, 202);
      },
      [`DELETE /api/groups/${ID}/join-request`]: () => {
        pending = false;
        return json(undefined, 204);
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaisanciers du bassin Nord' })).toBeInTheDocument();
    expect(screen.getByText('Groupe privé')).toBeInTheDocument();
    expect(screen.getByText('2 membres')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ce groupe est privé' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Publications' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre Plaisanciers du bassin Nord' }));
    const sent = await screen.findByRole('button', { name: 'Demande envoyée : annuler la demande' });
    expect(toast.success).toHaveBeenCalledWith('Demande envoyée', expect.anything());
    fireEvent.click(sent);
    expect(await screen.findByRole('button', { name: 'Rejoindre Plaisanciers du bassin Nord' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(`DELETE /api/groups/${ID}/join-request`);
  });

  it('shows members the tabs, Quitter le groupe, and a refused leave as a toast', async () => {
    mockApi({
      [`GET /api/groups/${ID}`]: () => json(detail({ role: 'admin', isAdmin: true, canRead: true, canDelete: true })),
      [`GET /api/groups/${ID}/posts`]: () => json({ posts: [], nextCursor: null }),
      [`POST /api/groups/${ID}/leave`]: () =>
        json({ error: { code: 'GROUP_LAST_ADMIN', message: 'Vous êtes le dernier administrateur' } }, 409),
    });
    renderPage();
    expect(await screen.findByText('Aucune publication dans ce groupe pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Membres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Paramètres/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitter le groupe' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Quitter le groupe' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Vous êtes le dernier administrateur' }),
    );
  });

  it('tells the last admin before any confirmation, and leads them to name another admin', async () => {
    const calls = mockApi({
      [`GET /api/groups/${ID}`]: () =>
        json(detail({ role: 'admin', isAdmin: true, canRead: true, canDelete: true, isLastAdmin: true })),
      [`GET /api/groups/${ID}/posts`]: () => json({ posts: [], nextCursor: null }),
      [`GET /api/groups/${ID}/members`]: () => json({ members: [], nextCursor: null }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter le groupe' }));
    const told = await screen.findByRole('alertdialog', { name: 'Vous êtes le dernier administrateur' });
    expect(told).toHaveTextContent('nommez-en un autre ou supprimez le groupe');
    expect(within(told).queryByRole('button', { name: 'Quitter le groupe' })).not.toBeInTheDocument();
    fireEvent.click(within(told).getByRole('button', { name: 'Nommer un administrateur' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Membres' })).toHaveAttribute('aria-selected', 'true'));
    expect(calls.some((c) => c.key.endsWith('/leave'))).toBe(false);
  });

  it('says when the group does not exist', async () => {
    mockApi({
      [`GET /api/groups/${ID}`]: () => json({ error: { code: 'GROUP_NOT_FOUND', message: 'x' } }, 404),
    });
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Groupe introuvable' })).toBeInTheDocument();
  });
});
