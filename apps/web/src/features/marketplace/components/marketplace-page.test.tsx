import type { Listing, ListingCounts } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { MarketplacePage } from './marketplace-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Vélo de ville',
  description: '',
  priceCents: 18050,
  pricePeriod: 'unique',
  category: 'Loisirs',
  realEstateType: null,
  surfaceM2: null,
  rooms: null,
  condition: 'Bon état',
  location: 'Port',
  status: 'active',
  photos: [],
  seller: { id: 'user-2', name: 'Loïc', username: 'loic', image: null, verified: false },
  buyer: null,
  viewsCount: null,
  messagesCount: null,
  createdAt: new Date().toISOString(),
  soldAt: null,
  isMine: false,
  contacted: false,
  hidden: false,
  ...overrides,
});

const COUNTS: ListingCounts = {
  categories: { Électronique: 3, Véhicules: 0, Immobilier: 2, 'Maison & Jardin': 1, Vêtements: 0, Loisirs: 7 },
  realEstate: { Achat: 0, Vente: 1, Location: 1, 'Location saisonnière': 0 },
};

const empty = { listings: [], nextCursor: null };

function mockMarketplace(extra: (url: string, init: RequestInit) => Response | null = () => null) {
  const urls: string[] = [];
  const bodies: unknown[] = [];
  mockFetch((url, init) => {
    urls.push(url);
    if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
    const custom = extra(url, init);
    if (custom) return custom;
    if (url === '/api/marketplace/counts') return json(COUNTS);
    if (url.startsWith('/api/marketplace/listings?category=Immobilier'))
      return json({
        listings: [
          listing({
            id: '66666666-6666-4666-8666-666666666666',
            title: 'T2 vue mer',
            category: 'Immobilier',
            realEstateType: 'Location',
            pricePeriod: 'mois',
            priceCents: 75000,
          }),
        ],
        nextCursor: null,
      });
    if (url.startsWith('/api/marketplace/listings')) return json({ listings: [listing()], nextCursor: null });
    if (url.startsWith('/api/marketplace/mine') || url.startsWith('/api/marketplace/purchases')) return json(empty);
    throw new Error(`unexpected request ${url}`);
  });
  return { urls, bodies };
}

describe('MarketplacePage', () => {
  it('shows the categories with their real counts and prices in euros; Immobilier opens its tab with /mois', async () => {
    const { urls } = mockMarketplace();
    renderWithProviders(<MarketplacePage />, { user: resident() });
    expect(await screen.findByRole('button', { name: 'Loisirs 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Électronique 3' })).toBeInTheDocument();
    expect(await screen.findByText('180,50 €')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Immobilier 2' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Immobilier' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Location saisonnière 0' })).toBeInTheDocument();
    expect(await screen.findByText('750 €/mois')).toBeInTheDocument();
    expect(urls).toContain('/api/marketplace/listings?category=Immobilier');
  }, 15_000);

  it('shows the spec’s empty states in Mes ventes and Mes achats', async () => {
    mockMarketplace();
    renderWithProviders(<MarketplacePage />, { user: resident() });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Mes ventes' }));
    expect(await screen.findByRole('button', { name: 'Commencer à vendre' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Mes achats' }));
    expect(await screen.findByText('Aucun achat récent.')).toBeInTheDocument();
  });

  it('searches and filters through the API', async () => {
    const { urls } = mockMarketplace();
    renderWithProviders(<MarketplacePage />, { user: resident() });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Rechercher sur Marketplace' }), {
      target: { value: 'vélo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    fireEvent.change(screen.getByLabelText('Prix maximum (€)'), { target: { value: '200' } });
    await waitFor(() =>
      expect(urls).toContain(`/api/marketplace/listings?q=${encodeURIComponent('vélo')}&maxPriceCents=20000`),
    );
  });

  it('checks the Vendre form in French, then sends the price in cents', async () => {
    const { bodies } = mockMarketplace((url, init) =>
      url === '/api/marketplace/listings' && init.method === 'POST' ? json(listing({ isMine: true }), 201) : null,
    );
    renderWithProviders(<MarketplacePage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Vendre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendre un article' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Publier l'annonce" }));
    expect(await within(dialog).findByText('Le titre est obligatoire.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez une catégorie.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Erreur', { description: 'Le titre est obligatoire.' });

    fireEvent.change(within(dialog).getByLabelText('Titre *'), { target: { value: 'Vélo de ville' } });
    fireEvent.change(within(dialog).getByLabelText('Prix (€) *'), { target: { value: '180,50' } });
    fireEvent.change(within(dialog).getByLabelText('Catégorie *'), { target: { value: 'Loisirs' } });
    fireEvent.change(within(dialog).getByLabelText('État *'), { target: { value: 'Bon état' } });
    fireEvent.change(within(dialog).getByLabelText('Localisation *'), { target: { value: 'Port' } });
    fireEvent.click(within(dialog).getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies.at(-1)).toMatchObject({ title: 'Vélo de ville', priceCents: 18050, category: 'Loisirs' });
  }, 15_000);
});
