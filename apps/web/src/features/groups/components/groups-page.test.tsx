import type { GroupSummary } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { GroupsPage } from './groups-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  // Radix's Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const group = (overrides: Partial<GroupSummary> = {}): GroupSummary => ({
  id: '0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f',
  name: 'Randonneurs du littoral',
  description: 'Sorties sur le sentier côtier',
  category: 'Sport',
  isPrivate: false,
  membersCount: 12,
  avatarUrl: null,
  createdAt: '2025-05-16T10:00:00.000Z',
  role: null,
  isAdmin: false,
  ...overrides,
});

const page = (groups: GroupSummary[]) => () => json({ groups, nextCursor: null });

describe('GroupsPage', () => {
  it('shows the spec empty states, without any console text', async () => {
    mockApi({ 'GET /api/groups/mine': page([]), 'GET /api/groups/discover': page([]) });
    renderWithProviders(<GroupsPage />, { user: resident() });
    expect(screen.getByRole('heading', { level: 1, name: 'Groupes' })).toBeInTheDocument();
    expect(await screen.findByText("Vous n'avez pas encore rejoint de groupes.")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Découvrir' }));
    expect(await screen.findByText('Aucun groupe disponible pour le moment.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/console/i);
  });

  it('titles each group card at level 2, right under the page’s h1 (RGAA 9.1)', async () => {
    mockApi({ 'GET /api/groups/mine': page([group()]) });
    renderWithProviders(<GroupsPage />, { user: resident() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Randonneurs du littoral' })).toBeInTheDocument();
  });

  it("shows a resident's groups with the Admin badge, Voir and the settings button for admins", async () => {
    mockApi({
      'GET /api/groups/mine': page([
        group({ role: 'admin', isAdmin: true }),
        group({ id: '1b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f', name: 'Chorale', role: 'member', membersCount: 1 }),
      ]),
    });
    renderWithProviders(<GroupsPage />, { user: resident() });
    expect(await screen.findByText(/^12 membres/)).toBeInTheDocument();
    expect(screen.getByText(/^1 membre\b/)).toBeInTheDocument();
    expect(screen.getAllByText('Admin')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Voir Randonneurs du littoral' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paramètres de Randonneurs du littoral' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paramètres de Chorale' })).not.toBeInTheDocument();
  });

  it('starts visitors on Découvrir, and refuses their join with the spec toast', async () => {
    const calls = mockApi({ 'GET /api/groups/discover': page([group()]) });
    renderWithProviders(<GroupsPage />, { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Rejoindre Randonneurs du littoral' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Erreur',
      expect.objectContaining({ description: 'Vous devez être connecté pour rejoindre un groupe' }),
    );
    expect(calls.map((c) => c.key)).toEqual(['GET /api/groups/discover']);
  });

  it('joins a public group, then reloads both lists', async () => {
    let joined = false;
    const calls = mockApi({
      'GET /api/groups/mine': () => json({ groups: joined ? [group({ role: 'member' })] : [], nextCursor: null }),
      'GET /api/groups/discover': () => json({ groups: joined ? [] : [group()], nextCursor: null }),
      'POST /api/groups/0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f/join': () => {
        joined = true;
        return json({ status: 'member', membersCount: 13 });
      },
    });
    renderWithProviders(<GroupsPage />, { user: resident() });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Découvrir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rejoindre Randonneurs du littoral' }));
    expect(await screen.findByText('Aucun groupe disponible pour le moment.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Mes groupes' }));
    expect(await screen.findByRole('link', { name: 'Voir Randonneurs du littoral' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET /api/groups/mine').length).toBeGreaterThan(1);
  });

  it('toasts the failure of a join', async () => {
    mockApi({
      'GET /api/groups/mine': page([]),
      'GET /api/groups/discover': page([group()]),
      'POST /api/groups/0b7b5a7e-8a0e-4a8e-9a43-6f5e0c1d2e3f/join': () =>
        json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500),
    });
    renderWithProviders(<GroupsPage />, { user: resident() });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Découvrir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rejoindre Randonneurs du littoral' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Impossible de rejoindre le groupe' }),
    );
  });

  it('creates a group: blank name refused, then the trimmed input sent and the dialog closed', async () => {
    const calls = mockApi({
      'GET /api/groups/mine': page([]),
      'POST /api/groups': () => json({ ...group({ role: 'admin', isAdmin: true }), name: 'Chorale' }, 201),
    });
    renderWithProviders(<GroupsPage />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Créer un groupe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    expect(await screen.findByText('Le nom du groupe est requis', { selector: 'p' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Le nom du groupe est requis' });
    fireEvent.change(screen.getByLabelText('Nom du groupe'), { target: { value: '  Chorale  ' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'Musique' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Groupe privé' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls.find((c) => c.key === 'POST /api/groups')?.body).toEqual({
      name: 'Chorale',
      description: null,
      category: 'Musique',
      isPrivate: true,
    });
  });
});
