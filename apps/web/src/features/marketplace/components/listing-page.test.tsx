import type { Listing } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { ListingPage } from './listing-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const ID = '77777777-7777-4777-8777-777777777777';
const CONVERSATION = '88888888-8888-4888-8888-888888888888';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: ID,
  title: 'Studio de vacances',
  description: 'Près de la plage',
  priceCents: 8500,
  pricePeriod: 'nuit',
  category: 'Immobilier',
  realEstateType: 'Location saisonnière',
  surfaceM2: 25,
  rooms: 1,
  condition: 'Comme neuf',
  location: 'Plage des Sables',
  status: 'active',
  photos: [],
  seller: { id: 'user-2', name: 'Marie Le Goff', username: 'marie', image: null, verified: false },
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

const render = () =>
  renderWithProviders(<ListingPage />, { user: resident(), path: `/marketplace/${ID}`, route: '/marketplace/:id' });

describe('ListingPage', () => {
  it('reads the seller’s description of the photo as its text alternative (RGAA 1.3)', async () => {
    const photo = {
      id: CONVERSATION,
      url: '/uploads/k.webp',
      thumbnailUrl: '/uploads/k-t.webp',
      alt: 'Kayak bleu sur le sable',
    };
    mockFetch((url) => {
      if (url === `/api/marketplace/listings/${ID}`) return json(listing({ photos: [photo] }));
      throw new Error(`unexpected request ${url}`);
    });
    render();
    expect(await screen.findByRole('img', { name: 'Kayak bleu sur le sable (1 sur 1)' })).toHaveAttribute(
      'src',
      '/uploads/k.webp',
    );
  });

  it('shows the price per night and sends a message to the seller, then links to the conversation', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (init.method === 'POST' && url === `/api/marketplace/listings/${ID}/contact`) {
        bodies.push(JSON.parse(init.body as string));
        return json({ conversationId: CONVERSATION }, 201);
      }
      if (url === `/api/marketplace/listings/${ID}`) return json(listing());
      throw new Error(`unexpected request ${url}`);
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio de vacances' })).toBeInTheDocument();
    expect(screen.getByText('85 €/nuit')).toBeInTheDocument();
    expect(screen.getByText('25 m²')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Contacter le vendeur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacter le vendeur' });
    fireEvent.change(within(dialog).getByLabelText('Votre message'), { target: { value: 'Libre en août ?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(bodies).toEqual([{ message: 'Libre en août ?' }]);
    const link = await screen.findByRole('link', { name: 'Voir la conversation avec le vendeur' });
    expect(link).toHaveAttribute('href', `/conversation/${CONVERSATION}`);
  }, 15_000);

  it('gives the seller the counts, Désactiver and Marquer comme vendu to a resident who made contact', async () => {
    const bodies: unknown[] = [];
    let current = listing({
      isMine: true,
      viewsCount: 12,
      messagesCount: 2,
      seller: { id: 'user-1', name: 'Camille Marin', username: 'camille', image: null, verified: false },
    });
    mockFetch((url, init) => {
      if (url === `/api/marketplace/listings/${ID}/status`) {
        const body = JSON.parse(init.body as string) as { status: Listing['status'] };
        bodies.push(body);
        current = { ...current, status: body.status, buyer: current.buyer };
        if (body.status === 'sold')
          current.buyer = { id: 'user-3', name: 'Yann Kerbrat', username: 'yann', image: null, verified: false };
        return json(current);
      }
      if (url === `/api/marketplace/listings/${ID}/contacts`)
        return json({
          contacts: [{ id: 'user-3', name: 'Yann Kerbrat', username: 'yann', image: null, verified: false }],
        });
      if (url === `/api/marketplace/listings/${ID}`) return json(current);
      if (url.startsWith('/api/marketplace/')) return json({ listings: [], nextCursor: null });
      throw new Error(`unexpected request ${url}`);
    });
    render();
    expect(await screen.findByText('12 vues')).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
    // No « Signaler » on one's own listing.
    expect(screen.queryByRole('button', { name: /^Signaler/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('button', { name: 'Réactiver' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme vendu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer comme vendu' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Yann Kerbrat' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la vente' }));
    expect(await screen.findByText('Vendu à Yann Kerbrat.')).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'inactive' }, { status: 'sold', buyerId: 'user-3' }]);
  }, 15_000);

  it('lets a moderator delete someone else’s listing after confirming', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'DELETE') return json({ deleted: true });
      if (url === `/api/marketplace/listings/${ID}`) return json(listing());
      throw new Error(`unexpected request ${url}`);
    });
    renderWithProviders(<ListingPage />, {
      user: resident('moderator'),
      path: `/marketplace/${ID}`,
      route: '/marketplace/:id',
      routes: { '/marketplace': <h1>Marketplace</h1> },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer l’annonce ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/marketplace/listings/${ID}`);
  }, 15_000);
});
