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
    expect(screen.getByRole('heading', { level: 1, name: 'Annuaire Local' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Crêperie Ty Mad' });
    expect(within(card).getByText('Premium')).toBeTruthy();
    expect(within(card).getByText('Vérifiée')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Note 4,8 sur 5, 326 avis' })).toBeTruthy();
    expect(within(card).getByText('(326 avis)')).toBeTruthy();

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
    expect(within(chips).getByRole('button', { name: 'Tous' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(chips).getByRole('button', { name: 'Santé' }));
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('GET /api/businesses?order=directory&category=Sant%C3%A9');
    expect(screen.getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/advertising');
  });

  it('searches as one types', async () => {
    const calls = mockApi({
      'GET /api/businesses?order=directory': page([makeBusiness()]),
      'GET /api/businesses?order=directory&q=phare': page([]),
    });
    renderWithProviders(<DirectoryPage />);
    await screen.findByRole('article', { name: 'Crêperie Ty Mad' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une entreprise' }), {
      target: { value: 'phare' },
    });
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeTruthy();
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
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Nom de l’entreprise/), { target: { value: '  Cycles du Port ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Catégorie/), { target: { value: 'Services' } });
    expect(submit.disabled).toBe(false);
    expect(within(dialog).getByLabelText('E-mail').getAttribute('type')).toBe('email');
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
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });
});
