import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { makeBusinessPage } from '../test/fixtures';
import { BusinessPagesPage } from './business-pages-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const LIST = 'GET /api/business-pages';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('BusinessPagesPage', () => {
  it('shows the spec empty state and the promotion card', async () => {
    mockApi({ [LIST]: () => json({ pages: [], nextCursor: null }) });
    renderWithProviders(<BusinessPagesPage />, { user: resident() });
    expect(await screen.findByText('Aucune page professionnelle disponible.')).toBeInTheDocument();
    expect(screen.getByText('Soyez le premier à créer une page !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Promouvoir votre activité' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /offres de publicité/ })).toHaveAttribute('href', '/advertising');
  });

  it('lists pages with their real counts, each linking to its page', async () => {
    mockApi({
      [LIST]: () =>
        json({ pages: [makeBusinessPage({ followersCount: 234, rating: 4.8, reviewsCount: 12 })], nextCursor: null }),
    });
    renderWithProviders(<BusinessPagesPage />);
    const link = await screen.findByRole('link', { name: 'Café du Port' });
    expect(link).toHaveAttribute('href', '/business/22222222-2222-4222-8222-222222222222');
    expect(screen.getByText('234 abonnés')).toBeInTheDocument();
    expect(screen.getByText('4,8 (12 avis)')).toBeInTheDocument();
  });

  it('says when the list cannot load (spec toast)', async () => {
    mockApi({ [LIST]: () => json({ error: { code: 'INTERNAL_ERROR', message: 'Oups' } }, 500) });
    renderWithProviders(<BusinessPagesPage />);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', {
        description: 'Impossible de charger les pages professionnelles',
      }),
    );
  });

  it('refuses a blank name with the spec toast and sends nothing', async () => {
    const calls = mockApi({ [LIST]: () => json({ pages: [], nextCursor: null }) });
    renderWithProviders(<BusinessPagesPage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nom de la page *'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la page' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Le nom de la page est requis' });
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('uses the e-mail and URL input types and the 11 categories', async () => {
    mockApi({ [LIST]: () => json({ pages: [], nextCursor: null }) });
    renderWithProviders(<BusinessPagesPage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une page' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('E-mail de contact')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Site web')).toHaveAttribute('type', 'url');
    const options = within(within(dialog).getByLabelText('Catégorie')).getAllByRole('option');
    expect(options.map((o) => o.textContent).slice(1)).toEqual([
      'Restaurant',
      'Commerce de détail',
      'Services',
      'Santé',
      'Education',
      'Immobilier',
      'Technologie',
      'Art et Culture',
      'Sport et Fitness',
      'Beauté et Bien-être',
      'Autre',
    ]);
  });

  it('creates a page: pending label, nulls, success toast, cleared and closed, list reloaded', async () => {
    const answer = deferred<Response>();
    let listed = 0;
    const calls = mockApi({
      [LIST]: () => {
        listed += 1;
        return json({ pages: listed > 1 ? [makeBusinessPage({ isOwner: true })] : [], nextCursor: null });
      },
      'POST /api/business-pages': () => answer.promise,
    });
    renderWithProviders(<BusinessPagesPage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nom de la page *'), { target: { value: '  Café du Port ' } });
    fireEvent.change(within(dialog).getByLabelText('Catégorie'), { target: { value: 'Restaurant' } });
    fireEvent.change(within(dialog).getByLabelText('Adresse'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la page' }));

    const pending = await within(dialog).findByRole('button', { name: 'Création en cours...' });
    expect(pending).toBeDisabled();
    expect(calls.find((c) => c.key === 'POST /api/business-pages')?.body).toEqual({
      name: 'Café du Port',
      description: null,
      category: 'Restaurant',
      contactEmail: null,
      contactPhone: null,
      websiteUrl: null,
      address: null,
    });

    answer.resolve(json(makeBusinessPage({ isOwner: true }), 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Succès', { description: 'Page professionnelle créée avec succès !' });
    expect(await screen.findByRole('link', { name: 'Café du Port' })).toBeInTheDocument();

    // Opened again, the form is empty.
    fireEvent.click(screen.getByRole('button', { name: 'Créer une page' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('Nom de la page *')).toHaveValue('');
  });

  it('reports a failed creation with the spec toast', async () => {
    mockApi({
      [LIST]: () => json({ pages: [], nextCursor: null }),
      'POST /api/business-pages': () => json({ error: { code: 'INTERNAL_ERROR', message: 'Oups' } }, 500),
    });
    renderWithProviders(<BusinessPagesPage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nom de la page *'), { target: { value: 'Boutique' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer la page' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erreur', {
        description: 'Impossible de créer la page professionnelle',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends visitors to /auth to create a page', async () => {
    mockApi({ [LIST]: () => json({ pages: [], nextCursor: null }) });
    renderWithProviders(<BusinessPagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Créer une page' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
  });
});
