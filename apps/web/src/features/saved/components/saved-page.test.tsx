import type { SavedItem, SavedPage as SavedPageBody } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatures } from '@/test/features';
import { makePost, resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { SavedPage } from './saved-page';

// Each kind's card is its feature's: the list is registered as the app does at start.
beforeAll(() => loadFeatures());

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const post = makePost({ content: 'Régates du dimanche\nDépart 10 h', savedByMe: true });
const EVENT_ID = '66666666-6666-4666-8666-666666666666';
const LISTING_ID = '77777777-7777-4777-8777-777777777777';
const savedAt = new Date().toISOString();
const ITEMS: SavedItem[] = [
  { kind: 'post', savedAt, post },
  {
    kind: 'event',
    savedAt,
    event: {
      id: EVENT_ID,
      title: 'Fest-noz du port',
      startsAt: '2026-12-05T19:00:00.000Z',
      location: 'Quai des Pêcheurs',
      imageUrl: null,
      cancelled: true,
    },
  },
  {
    kind: 'listing',
    savedAt,
    listing: {
      id: LISTING_ID,
      title: 'Studio face à la mer',
      priceCents: 65000,
      pricePeriod: 'mois',
      imageUrl: null,
      status: 'inactive',
    },
  },
];
const page = (items: SavedItem[]): SavedPageBody => ({ items, nextCursor: null });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('SavedPage', () => {
  it('lists every kind with its details and the buttons that make sense for it', async () => {
    mockApi({ 'GET /api/saved?tab=all': () => json(page(ITEMS)) });
    renderWithProviders(<SavedPage />, { user: resident(), path: '/saved' });
    expect(screen.getByRole('heading', { level: 1, name: 'Éléments enregistrés' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Régates du dimanche' })).toBeInTheDocument();
    const postCard = card('Régates du dimanche');
    for (const name of [/J'aime$/, 'Commenter', 'Partager', /^Supprimer/]) {
      expect(within(postCard).getByRole('button', { name })).toBeInTheDocument();
    }
    const event = card('Fest-noz du port');
    expect(within(event).getByText('Annulé')).toBeInTheDocument();
    expect(within(event).getByText('Quai des Pêcheurs')).toBeInTheDocument();
    expect(within(event).queryByRole('button', { name: 'Commenter' })).not.toBeInTheDocument();
    expect(within(event).getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    expect(within(card('Studio face à la mer')).getByText(/650\s€\/mois/)).toBeInTheDocument();
    expect(within(card('Studio face à la mer')).getByText('Indisponible')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'Fest-noz du port' })).toHaveAttribute('href', `/event/${EVENT_ID}`);
  }, 20_000);

  it('switches tabs through the address and shows each tab’s empty state', async () => {
    mockApi({
      'GET /api/saved?tab=all': () => json(page(ITEMS)),
      'GET /api/saved?tab=videos': () => json(page([])),
    });
    renderWithProviders(<SavedPage />, { user: resident(), path: '/saved' });
    const tabs = ['Tous', 'Publications', 'Vidéos', 'Événements'].map((name) => screen.getByRole('tab', { name }));
    expect(tabs[0]!).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseDown(tabs[2]!);
    expect(await screen.findByText('Aucune vidéo enregistrée.')).toBeInTheDocument();
  });

  it('Supprimer unsaves and removes the card', async () => {
    const calls = mockApi({
      'GET /api/saved?tab=all': () => json(page(ITEMS)),
      [`DELETE /api/saved/event/${EVENT_ID}`]: () => json({ saved: false }),
    });
    renderWithProviders(<SavedPage />, { user: resident(), path: '/saved' });
    const event = await screen.findByRole('article', { name: 'Fest-noz du port' });
    fireEvent.click(within(event).getByRole('button', { name: /^Supprimer/ }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Fest-noz du port' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Retiré des éléments enregistrés');
    expect(calls.map((c) => c.key)).toContain(`DELETE /api/saved/event/${EVENT_ID}`);
    expect(screen.getByRole('article', { name: 'Régates du dimanche' })).toBeInTheDocument();
  });

  it('Commenter opens the thread with the comment field focused', async () => {
    mockApi({
      'GET /api/saved?tab=all': () => json(page([ITEMS[0]!])),
      [`GET /api/posts/${post.id}/comments`]: () => json({ comments: [], nextCursor: null }),
    });
    renderWithProviders(<SavedPage />, { user: resident(), path: '/saved' });
    const postCard = await screen.findByRole('article', { name: 'Régates du dimanche' });
    fireEvent.click(within(postCard).getByRole('button', { name: 'Commenter' }));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('TEXTAREA'));
  });

  it('invites visitors to sign in', () => {
    mockApi({});
    renderWithProviders(<SavedPage />, { user: null, path: '/saved' });
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/auth');
  });
});
