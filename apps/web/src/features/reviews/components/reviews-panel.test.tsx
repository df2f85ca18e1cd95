import type { Review, ReviewsPage } from '@portmarin/shared';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { ReviewsPanel } from './reviews-panel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// Roomy waits: the machine running the suite may be busy (these screens draw many controls).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const ID = '33333333-3333-4333-8333-333333333333';
const URL = `/api/business-pages/${ID}/reviews`;

const review = (overrides: Partial<Review> = {}): Review => ({
  id: '44444444-4444-4444-8444-444444444444',
  rating: 4,
  content: 'Très bon accueil',
  reply: null,
  repliedAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  author: { id: 'user-2', name: 'Paul Tanguy', username: 'paul', image: null },
  ...overrides,
});

const pageOf = (overrides: Partial<ReviewsPage> = {}): ReviewsPage => ({
  reviews: [review()],
  nextCursor: null,
  summary: { rating: 4, reviewsCount: 1 },
  mine: null,
  isOwner: false,
  ...overrides,
});

beforeEach(() => vi.mocked(toast.success).mockClear());

describe('ReviewsPanel', () => {
  it('shows the rating, the reviews, and asks visitors to sign in', async () => {
    mockApi({ [`GET ${URL}`]: () => json(pageOf()) });
    renderWithProviders(<ReviewsPanel target={{ kind: 'business-page', id: ID }} />);
    const item = await screen.findByRole('article', { name: 'Avis de Paul Tanguy' });
    expect(within(item).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
    expect(screen.getByText('(1 avis)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Votre note' })).not.toBeInTheDocument();
  });

  it('rates: publishing waits for a star, then sends the rating and the text', async () => {
    const onRatingChange = vi.fn();
    const calls = mockApi({
      [`GET ${URL}`]: () => json(pageOf()),
      [`PUT ${URL}`]: () => json({ review: review({ rating: 5 }), summary: { rating: 4.5, reviewsCount: 2 } }),
    });
    renderWithProviders(<ReviewsPanel target={{ kind: 'business-page', id: ID }} onRatingChange={onRatingChange} />, {
      user: resident(),
    });
    const publish = (await screen.findByRole('button', { name: 'Publier mon avis' })) as HTMLButtonElement;
    expect(publish).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '5 étoiles' }));
    fireEvent.change(screen.getByLabelText('Votre avis (facultatif)'), { target: { value: 'Parfait' } });
    expect(publish).toBeEnabled();
    fireEvent.click(publish);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Avis publié', expect.anything()));
    expect(calls.find((c) => c.key === `PUT ${URL}`)?.body).toEqual({ rating: 5, content: 'Parfait' });
    expect(onRatingChange).toHaveBeenCalled();
  });

  it('shows one’s own review with edit and delete', async () => {
    mockApi({ [`GET ${URL}`]: () => json(pageOf({ mine: review({ author: { ...review().author, id: 'user-1' } }) })) });
    renderWithProviders(<ReviewsPanel target={{ kind: 'business-page', id: ID }} />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier mon avis' }));
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer mon avis' })).toBeInTheDocument();
  });

  it('shows one’s own review once, above the others’', async () => {
    const mine = review({ id: '55555555-5555-4555-8555-555555555555', author: { ...review().author, id: 'user-1' } });
    mockApi({ [`GET ${URL}`]: () => json(pageOf({ reviews: [], mine })) });
    renderWithProviders(<ReviewsPanel target={{ kind: 'business-page', id: ID }} />, { user: resident() });
    expect(await screen.findByText('Votre avis')).toBeInTheDocument();
    expect(screen.getByText('Aucun autre avis pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lets the owner answer a review once', async () => {
    const calls = mockApi({
      [`GET ${URL}`]: () => json(pageOf({ isOwner: true })),
      [`POST ${URL}/${review().id}/reply`]: () => json(review({ reply: 'Merci Paul !' })),
    });
    renderWithProviders(<ReviewsPanel target={{ kind: 'business-page', id: ID }} />, { user: resident() });
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre à Paul Tanguy' }));
    fireEvent.change(screen.getByLabelText('Votre réponse à Paul Tanguy'), { target: { value: 'Merci Paul !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Réponse publiée'));
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ content: 'Merci Paul !' });
    expect(screen.queryByRole('group', { name: 'Votre note' })).not.toBeInTheDocument();
  });
});
