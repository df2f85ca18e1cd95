import type { Suggestion, SuggestionStats } from '@portmarin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { IdeaBoxPage } from './idea-box-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const idea = (overrides: Partial<Suggestion> = {}): Suggestion => ({
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Horaires des marées',
  description: 'Sur l’accueil',
  category: 'fonctionnalite',
  status: 'planifie',
  votesCount: 4,
  commentsCount: 2,
  author: { id: 'user-2', name: 'Loïc Le Floch', username: 'loic', image: null, verified: false },
  createdAt: new Date().toISOString(),
  hasVoted: false,
  ...overrides,
});

const STATS: SuggestionStats = { suggestions: 5, inProgress: 1, done: 1, votes: 10 };

describe('IdeaBoxPage', () => {
  it('shows the computed stats and the ideas with their badge, votes and comments', async () => {
    mockApi({
      'GET /api/suggestions': () => json({ suggestions: [idea()], nextCursor: null }),
      'GET /api/suggestions/stats': () => json(STATS),
    });
    renderWithProviders(<IdeaBoxPage />, { user: resident() });
    expect(await screen.findByText('Horaires des marées')).toBeInTheDocument();
    expect(screen.getAllByText('Planifié').some((el) => el.tagName === 'SPAN')).toBe(true);
    expect(screen.getByRole('button', { name: '4 votes — voter pour « Horaires des marées »' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 commentaires sur « Horaires des marées »' })).toBeInTheDocument();
    expect(await screen.findByText('10')).toBeInTheDocument();
    expect(screen.getByText('Planifiées')).toBeInTheDocument();
    // Residents get no status select.
    expect(screen.queryByLabelText('Statut de « Horaires des marées »')).not.toBeInTheDocument();
  });

  it('refuses a blank form with the spec toast, then sends, closes and resets it', async () => {
    const calls = mockApi({
      'GET /api/suggestions': () => json({ suggestions: [], nextCursor: null }),
      'GET /api/suggestions/stats': () => json(STATS),
      'POST /api/suggestions': () => json(idea({ votesCount: 0 }), 201),
    });
    renderWithProviders(<IdeaBoxPage />, { user: resident() });
    const toggle = await screen.findByRole('button', { name: 'Nouvelle suggestion' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la suggestion' }));
    expect(toast.error).toHaveBeenCalledWith('Erreur', {
      description: 'Veuillez remplir tous les champs obligatoires.',
    });
    expect(calls.some((c) => c.key === 'POST /api/suggestions')).toBe(false);

    fireEvent.change(screen.getByLabelText('Titre (obligatoire)'), { target: { value: 'Bancs sur le quai' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'interface' } });
    fireEvent.change(screen.getByLabelText('Description (obligatoire)'), { target: { value: 'Pour se reposer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la suggestion' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Suggestion envoyée !', {
        description: 'Merci pour votre suggestion. Elle sera examinée par notre équipe.',
      }),
    );
    expect(calls.find((c) => c.key === 'POST /api/suggestions')?.body).toEqual({
      title: 'Bancs sur le quai',
      description: 'Pour se reposer',
      category: 'interface',
    });
    expect(screen.queryByRole('form', { name: 'Nouvelle suggestion' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle suggestion' }));
    expect(screen.getByLabelText('Titre (obligatoire)')).toHaveValue('');
    expect(screen.getByLabelText('Catégorie')).toHaveValue('fonctionnalite');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('form', { name: 'Nouvelle suggestion' })).not.toBeInTheDocument();
  });

  it('gives moderators a status select that saves the new status', async () => {
    const calls = mockApi({
      'GET /api/suggestions': () => json({ suggestions: [idea()], nextCursor: null }),
      'GET /api/suggestions/stats': () => json(STATS),
      [`PATCH /api/suggestions/${idea().id}/status`]: () => json(idea({ status: 'en_cours' })),
    });
    renderWithProviders(<IdeaBoxPage />, { user: resident('moderator') });
    const select = await screen.findByLabelText('Statut de « Horaires des marées »');
    fireEvent.change(select, { target: { value: 'en_cours' } });
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((c) => c.key.startsWith('PATCH'))?.body).toEqual({ status: 'en_cours' });
  });

  it('lets visitors read, with sign-in links instead of the form and the vote', async () => {
    mockApi({
      'GET /api/suggestions': () => json({ suggestions: [idea()], nextCursor: null }),
      'GET /api/suggestions/stats': () => json(STATS),
    });
    renderWithProviders(<IdeaBoxPage />);
    expect(await screen.findByText('Horaires des marées')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle suggestion' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '4 votes — connectez-vous pour voter pour « Horaires des marées »' }),
    ).toBeInTheDocument();
  });

  it('leads a resident to the verification when the town keeps votes to verified residents', async () => {
    mockApi({
      'GET /api/suggestions': () => json({ suggestions: [idea()], nextCursor: null }),
      'GET /api/suggestions/stats': () => json(STATS),
      'POST /api/suggestions/44444444-4444-4444-8444-444444444444/vote': () =>
        json(
          { error: { code: 'SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED', message: 'Réservé aux résidents vérifiés.' } },
          403,
        ),
    });
    renderWithProviders(<IdeaBoxPage />, {
      user: resident(),
      routes: { '/verification': <h1>Vérification</h1> },
    });
    fireEvent.click(await screen.findByRole('button', { name: '4 votes — voter pour « Horaires des marées »' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Vérification requise', {
      description: 'Réservé aux résidents vérifiés.',
    });
  });
});
