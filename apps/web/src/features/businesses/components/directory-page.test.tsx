import type { Business } from '@portmarin/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { makeBusiness } from '../test/sample-businesses';
import { DirectoryPage } from './directory-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Roomy waits: the machine running the suite may be busy (these screens draw many controls).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const page = (businesses: Business[]) => () => json({ businesses, nextCursor: null });

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('DirectoryPage', () => {
  it('lists entries with their badges and rating, and filters by category chip', async () => {
    const calls = mockApi({
      'GET /api/businesses?order=directory': page([makeBusiness()]),
      'GET /api/businesses?order=directory&category=Sant%C3%A9': page([]),
    });
    renderWithProviders(<DirectoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Annuaire Local' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Crêperie Ty Mad' });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Vérifiée')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Note 4,8 sur 5, 326 avis' })).toBeInTheDocument();
    expect(within(card).getByText('(326 avis)')).toBeInTheDocument();

    const chips = screen.getByRole('group', { name: 'Filtrer par catégorie' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Tous',
      'Restaurant',
      'Commerce',
      'Artisan',
      'Santé',
      'Services',
      'Beauté',
      'Sport',
      'Éducation',
      'Immobilier',
    ]);
    expect(within(chips).getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(chips).getByRole('button', { name: 'Santé' }));
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET /api/businesses?order=directory&category=Sant%C3%A9');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/advertising');
  });

  it('searches as one types', async () => {
    const calls = mockApi({
      'GET /api/businesses?order=directory': page([makeBusiness()]),
      'GET /api/businesses?order=directory&q=phare': page([]),
    });
    renderWithProviders(<DirectoryPage />);
    expect(await screen.findByRole('article', { name: 'Crêperie Ty Mad' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une entreprise' }), {
      target: { value: 'phare' },
    });
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeInTheDocument();
    expect(calls.at(-1)?.key).toBe('GET /api/businesses?order=directory&q=phare');
  });

  it('adds an entry: submit waits for a name and a category, then the spec toast', async () => {
    const calls = mockApi({
      'GET /api/businesses?order=directory': page([]),
      'POST /api/businesses': () => json(makeBusiness({ businessName: 'Cycles du Port' }), 201),
    });
    renderWithProviders(<DirectoryPage />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter votre entreprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter votre entreprise' });
    const submit = within(dialog).getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement;
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Nom de l’entreprise/), { target: { value: '  Cycles du Port ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), { target: { value: 'Services' } });
    expect(submit).toBeEnabled();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    fireEvent.click(submit);
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Entreprise ajoutée', {
        description: "Votre entreprise a été ajoutée à l'annuaire avec succès",
      }),
    );
    expect(calls.find((c) => c.key === 'POST /api/businesses')?.body).toMatchObject({
      businessName: 'Cycles du Port',
      category: 'Services',
      email: null,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the server message in an Erreur toast when adding fails', async () => {
    mockApi({
      'GET /api/businesses?order=directory': page([]),
      'POST /api/businesses': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Vous avez ajouté trop d’entreprises.' } }, 429),
    });
    renderWithProviders(<DirectoryPage />, { user: resident() });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter votre entreprise' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Nom de l’entreprise/), { target: { value: 'Ty Coz' } });
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), { target: { value: 'Commerce' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Vous avez ajouté trop d’entreprises.' }),
    );
  });

  it('sends visitors to sign in before adding', async () => {
    mockApi({ 'GET /api/businesses?order=directory': page([]) });
    renderWithProviders(<DirectoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter votre entreprise' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
