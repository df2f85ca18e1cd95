import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROMOTIONS } from '../test/sample-promotions';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AdminPromotionsPage } from './admin-promotions-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const LIST = [SAMPLE_PROMOTIONS[0]!, { ...SAMPLE_PROMOTIONS[2]!, hidden: true }];
const RESTAURANT = SAMPLE_PROMOTIONS[0]!;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
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
afterEach(() => vi.unstubAllGlobals());

describe('AdminPromotionsPage', () => {
  it('sends visitors to sign in', () => {
    mockApi({});
    renderWithProviders(<AdminPromotionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cartes promotionnelles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
  });

  it('refuses residents who are not admins, without asking the server', () => {
    const calls = mockApi({});
    renderWithProviders(<AdminPromotionsPage />, { user: resident('moderator') });
    expect(screen.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists every card with its kind, position and state, and hides one', async () => {
    const calls = mockApi({
      'GET /api/admin/promotions': () => json({ promotions: LIST }),
      [`PUT /api/admin/promotions/${RESTAURANT.id}`]: () => json({ ...RESTAURANT, hidden: true }),
      'GET /api/promotions': () => json({ promotions: [] }),
    });
    renderWithProviders(<AdminPromotionsPage />, { user: resident('admin') });
    const restaurant = await screen.findByRole('article', { name: 'La Table du Port' });
    expect(within(restaurant).getByText('Restaurant à la une')).toBeInTheDocument();
    expect(within(restaurant).getByText('Position 1')).toBeInTheDocument();
    expect(within(restaurant).getByText('Visible')).toBeInTheDocument();
    const candidate = screen.getByRole('article', { name: 'Anne Kerjean' });
    expect(within(candidate).getByText('Masquée')).toBeInTheDocument();
    expect(within(candidate).getByRole('button', { name: 'Afficher la carte Anne Kerjean' })).toBeInTheDocument();

    fireEvent.click(within(restaurant).getByRole('button', { name: 'Masquer la carte La Table du Port' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Carte enregistrée', expect.anything()));
    const put = calls.find((c) => c.key.startsWith('PUT'))!;
    const { id: _id, updatedAt: _u, ...body } = RESTAURANT;
    expect(put.body).toEqual({ ...body, hidden: true });
  });

  it('adds a card: inline French errors first, then the validated body', async () => {
    const calls = mockApi({
      'GET /api/admin/promotions': () => json({ promotions: LIST }),
      'POST /api/admin/promotions': () => json({ ...SAMPLE_PROMOTIONS[2], id: 'x' }, 201),
      'GET /api/promotions': () => json({ promotions: [] }),
    });
    renderWithProviders(<AdminPromotionsPage />, { user: resident('admin') });
    expect(await screen.findByRole('article', { name: 'La Table du Port' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une carte' });

    fireEvent.change(within(dialog).getByLabelText('Type de carte'), { target: { value: 'candidate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Nom du candidat');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    // The next position is proposed.
    expect(within(dialog).getByLabelText('Position')).toHaveValue(4);

    fireEvent.change(name, { target: { value: 'Loïc Le Bihan' } });
    fireEvent.change(within(dialog).getByLabelText('Portrait'), { target: { value: '/uploads/promo/loic.webp' } });
    fireEvent.change(within(dialog).getByLabelText('Vision'), { target: { value: 'Une commune solidaire.' } });
    fireEvent.change(within(dialog).getByLabelText('Programme'), { target: { value: 'Logement\nÉcoles\n' } });
    fireEvent.change(within(dialog).getByLabelText('Nombre de soutiens'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Carte enregistrée', expect.anything()));
    expect(calls.find((c) => c.key === 'POST /api/admin/promotions')!.body).toEqual({
      kind: 'candidate',
      content: {
        name: 'Loïc Le Bihan',
        image: '/uploads/promo/loic.webp',
        vision: 'Une commune solidaire.',
        program: ['Logement', 'Écoles'],
        supportersCount: 12,
      },
      position: 4,
      hidden: false,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server refusal as a toast', async () => {
    mockApi({
      'GET /api/admin/promotions': () => json({ promotions: LIST }),
      [`PUT /api/admin/promotions/${RESTAURANT.id}`]: () =>
        json({ error: { code: 'FORBIDDEN', message: 'Action non autorisée.' } }, 403),
      'GET /api/promotions': () => json({ promotions: [] }),
    });
    renderWithProviders(<AdminPromotionsPage />, { user: resident('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la carte La Table du Port' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la carte' });
    expect(within(dialog).getByLabelText('Nom du restaurant')).toHaveValue('La Table du Port');
    expect(within(dialog).getByLabelText('Services')).toHaveValue('Terrasse vue mer\nFruits de mer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Action non autorisée.' }),
    );
    expect(screen.getByRole('dialog', { name: 'Modifier la carte' })).toBeInTheDocument();
  });

  it('deletes a card after confirmation', async () => {
    const calls = mockApi({
      'GET /api/admin/promotions': () => json({ promotions: LIST }),
      [`DELETE /api/admin/promotions/${RESTAURANT.id}`]: () => new Response(null, { status: 204 }),
      'GET /api/promotions': () => json({ promotions: [] }),
    });
    renderWithProviders(<AdminPromotionsPage />, { user: resident('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la carte La Table du Port' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette carte ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Carte supprimée', expect.anything()));
    expect(calls.some((c) => c.key === `DELETE /api/admin/promotions/${RESTAURANT.id}`)).toBe(true);
  });
});
