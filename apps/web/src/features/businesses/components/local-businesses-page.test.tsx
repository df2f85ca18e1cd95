import type { Business, ReviewsPage } from '@portmarin/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { makeBusiness } from '../test/sample-businesses';
import { LocalBusinessesPage } from './local-businesses-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Roomy waits: the machine running the suite may be busy (these screens draw many controls).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const TY_MAD = makeBusiness({ isSponsored: true });
const page = (businesses: Business[]) => () => json({ businesses, nextCursor: null });
const reviews = (overrides: Partial<ReviewsPage> = {}): ReviewsPage => ({
  reviews: [],
  nextCursor: null,
  summary: { rating: 4.8, reviewsCount: 326 },
  mine: null,
  isOwner: false,
  ...overrides,
});

describe('LocalBusinessesPage', () => {
  it('shows the counters, the 19 chips, the promotion banner and the ranked cards', async () => {
    const calls = mockApi({
      'GET /api/businesses?order=rank': page([TY_MAD]),
      'GET /api/businesses/stats': () => json({ total: 71, verified: 23, sponsored: 5 }),
    });
    renderWithProviders(<LocalBusinessesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Entreprises Locales' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Crêperie Ty Mad' });
    expect(within(card).getByText('Sponsorisée')).toBeInTheDocument();
    expect(within(card).getByText('4,8')).toBeInTheDocument();
    expect(await screen.findByText('71')).toBeInTheDocument();
    // Each counter is a term (dt) and its value (dd).
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(screen.getAllByRole('term').map((dt) => [dt.textContent, values.shift()])).toEqual([
      ['Entreprises', '71'],
      ['Vérifiées', '23'],
      ['Sponsorisées', '5'],
    ]);
    const chips = within(screen.getByRole('group', { name: 'Filtrer par catégorie' })).getAllByRole('button');
    expect(chips).toHaveLength(19);
    expect(chips.at(-1)?.textContent).toBe('Supermarché');
    expect(screen.getByRole('link', { name: 'Promouvoir mon entreprise' })).toHaveAttribute('href', '/advertising');
    expect(screen.getByRole('button', { name: 'Ajouter mon entreprise' })).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET /api/businesses?order=rank');
  });

  it('opens a business: contact links, reviews, and moderation for moderators', async () => {
    mockApi({
      'GET /api/businesses?order=rank': page([TY_MAD]),
      'GET /api/businesses/stats': () => json({ total: 1, verified: 1, sponsored: 1 }),
      [`GET /api/businesses/${TY_MAD.id}`]: () => json(TY_MAD),
      [`GET /api/businesses/${TY_MAD.id}/reviews`]: () => json(reviews()),
    });
    renderWithProviders(<LocalBusinessesPage />, { user: resident('moderator') });
    fireEvent.click(await screen.findByRole('button', { name: 'Voir la fiche de Crêperie Ty Mad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crêperie Ty Mad' });
    expect(within(dialog).getByRole('link', { name: '02 97 12 34 56' })).toHaveAttribute('href', 'tel:0297123456');
    expect(within(dialog).getByRole('link', { name: 'contact@tymad.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@tymad.fr',
    );
    const site = within(dialog).getByRole('link', { name: /Site web/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /4 rue du Phare/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.openstreetmap.org/search?query='),
    );
    const manage = within(dialog).getByRole('group', { name: 'Gérer l’entreprise' });
    expect(within(manage).getByRole('button', { name: 'Retirer la vérification' })).toBeInTheDocument();
    expect(within(manage).getByRole('button', { name: 'Retirer la mise en avant' })).toBeInTheDocument();
    expect(within(manage).queryByRole('button', { name: 'Sponsoriser' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('group', { name: 'Votre note' })).toBeInTheDocument();
  });

  it('shows no management to a resident who did not add the business', async () => {
    mockApi({
      'GET /api/businesses?order=rank': page([TY_MAD]),
      'GET /api/businesses/stats': () => json({ total: 1, verified: 1, sponsored: 1 }),
      [`GET /api/businesses/${TY_MAD.id}`]: () => json(TY_MAD),
      [`GET /api/businesses/${TY_MAD.id}/reviews`]: () => json(reviews()),
    });
    renderWithProviders(<LocalBusinessesPage />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Voir la fiche de Crêperie Ty Mad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crêperie Ty Mad' });
    expect(await within(dialog).findByRole('group', { name: 'Votre note' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Gérer l’entreprise' })).not.toBeInTheDocument();
  });
});
