import type { Game, GameLeaderboard } from '@portmarin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resident } from '@/test/fixtures';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { winningClicksForSeed } from '../lib/sliding-puzzle';
import { GamesPage } from './games-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

let next = 0;
const game = (overrides: Partial<Game> = {}): Game => ({
  id: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  slug: 'taquin',
  name: 'Taquin',
  description: 'Remettez les tuiles dans l’ordre.',
  category: 'Puzzle',
  ageGroup: 'tous',
  isFeatured: false,
  playCount: 3,
  gameType: 'puzzle-slider',
  thumbnailUrl: null,
  scoring: { better: 'lower', unit: 'coups' },
  ...overrides,
});

const CATALOGUE = [
  game({ slug: 'morpion', name: 'Morpion', gameType: 'tic-tac-toe', isFeatured: true, playCount: 1247 }),
  game({ slug: 'memory', name: 'Memory', ageGroup: 'enfants', category: 'Éducatif' }),
  game({ slug: 'tetris', name: 'Tetris', ageGroup: 'adultes', category: 'Arcade', gameType: 'tetris' }),
];

/** The play the server starts: its seed picks the taquin's board (45: a short solve to click). */
const PLAY = { id: '00000000-0000-4000-8000-0000000000aa', startedAt: '2026-11-27T10:00:00.000Z', seed: 45 };

const EMPTY_BOARD: GameLeaderboard = { period: 'week', since: null, better: 'lower', unit: 'coups', entries: [] };

const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('GamesPage', () => {
  it("opens on 'Tous' with the featured games first, then filters by age group", async () => {
    mockApi({ 'GET /api/games': () => json({ games: CATALOGUE }) });
    renderWithProviders(<GamesPage />);
    expect(await screen.findByRole('heading', { name: 'Morpion' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    expect(sectionNames()).toEqual(['Jeux populaires', 'Autres jeux']);
    expect(cardNames()).toEqual(['Morpion', 'Memory', 'Tetris']);
    expect(screen.getByText('Populaire')).toBeInTheDocument();
    expect(screen.getByText('1 247 parties')).toBeInTheDocument();

    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Enfants' }));
    expect(cardNames()).toEqual(['Morpion', 'Memory']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Adultes' }));
    expect(cardNames()).toEqual(['Morpion', 'Tetris']);
  });

  it("titles the list 'Jeux disponibles' when none is featured, and says when a tab is empty", async () => {
    mockApi({ 'GET /api/games': () => json({ games: [game({ ageGroup: 'adultes' })] }) });
    renderWithProviders(<GamesPage />);
    expect(await screen.findByRole('heading', { name: 'Taquin' })).toBeInTheDocument();
    expect(sectionNames()).toEqual(['Jeux disponibles']);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Enfants' }));
    expect(screen.getByText('Aucun jeu disponible pour cette catégorie')).toBeInTheDocument();
  });

  it('opens a game in a dialog, counts the play and shows the week’s leaderboard', async () => {
    const calls = mockApi({
      'GET /api/games': () => json({ games: CATALOGUE }),
      'POST /api/games/morpion/plays': () => json({ playCount: 1248, play: null }),
      'GET /api/games/morpion/leaderboard?period=week': () => json(EMPTY_BOARD),
    });
    renderWithProviders(<GamesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Jouer à Morpion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morpion' });
    expect(await within(dialog).findByText('Aucun score cette semaine. Soyez le premier !')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/games/morpion/plays')).toHaveLength(1));
    expect(await screen.findByText('1 248 parties')).toBeInTheDocument();
    // A visitor plays too, and is told how to keep a score.
    expect(within(dialog).getByRole('link', { name: 'Connectez-vous' })).toBeInTheDocument();
  });

  it("says 'Jeu non disponible' for a type this version cannot play, and counts no play", async () => {
    const calls = mockApi({
      'GET /api/games': () =>
        json({ games: [game({ slug: 'echecs', name: 'Échecs', gameType: 'chess', scoring: null })] }),
    });
    renderWithProviders(<GamesPage />, { path: '/games?jeu=echecs' });
    const dialog = await screen.findByRole('dialog', { name: 'Échecs' });
    expect(within(dialog).getByText('Jeu non disponible')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/games']);
  });

  it('shows a signed-in resident’s bests and the top 10 with its scores', async () => {
    mockApi({
      'GET /api/games': () => json({ games: [game()] }),
      'POST /api/games/taquin/plays': () => json({ playCount: 4, play: PLAY }),
      'GET /api/games/taquin/best': () =>
        json({ best: { score: 46, achievedAt: '2026-11-20T10:00:00Z' }, weekBest: null }),
      'GET /api/games/taquin/leaderboard?period=week': () =>
        json({
          ...EMPTY_BOARD,
          entries: [
            {
              rank: 1,
              resident: { id: 'user-2', name: 'Yann Kerleau', username: 'yann', image: null },
              score: 52,
              achievedAt: '2026-11-26T10:00:00Z',
            },
          ],
        }),
    });
    renderWithProviders(<GamesPage />, { path: '/games?jeu=taquin&graine=45', user: resident() });
    const dialog = await screen.findByRole('dialog', { name: 'Taquin' });
    expect(await within(dialog).findByText('46 coups')).toBeInTheDocument();
    expect(await within(dialog).findByText('Yann Kerleau')).toBeInTheDocument();
    expect(within(dialog).getByText('52 coups')).toBeInTheDocument();
  });
  it('plays the board of the server’s play and saves the score with the play and its clicks', async () => {
    const calls = mockApi({
      'GET /api/games': () => json({ games: [game()] }),
      'POST /api/games/taquin/plays': () => json({ playCount: 4, play: PLAY }),
      'GET /api/games/taquin/best': () => json({ best: null, weekBest: null }),
      'GET /api/games/taquin/leaderboard?period=week': () => json(EMPTY_BOARD),
      'POST /api/games/taquin/scores': () =>
        json({
          score: 46,
          isPersonalBest: true,
          best: { score: 46, achievedAt: '2026-11-27T10:00:00Z' },
          weekBest: null,
        }),
    });
    renderWithProviders(<GamesPage />, { path: '/games?jeu=taquin&graine=7', user: resident() });
    const dialog = await screen.findByRole('dialog', { name: 'Taquin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mélanger pour commencer' }));
    expect(await within(dialog).findByRole('button', { name: 'Nouvelle partie' })).toBeInTheDocument();
    // The cells keep their elements (keyed by position): looked up once, role queries are slow.
    const cells = within(within(dialog).getByRole('group')).getAllByRole('button');
    const clicks = winningClicksForSeed(PLAY.seed);
    for (const cell of clicks) fireEvent.click(cells[cell]!);
    expect(within(dialog).getByText('Félicitations !')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/games/taquin/scores')).toEqual([
        { key: 'POST /api/games/taquin/scores', body: { playId: PLAY.id, score: clicks.length, moves: clicks } },
      ]),
    );
    expect(await within(dialog).findByText(`${clicks.length} coups`)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Nouveau record !', { description: `${clicks.length} coups` });
  });

  it('says beside the game why the server refused a score (issue 28 point 20)', async () => {
    const reason = 'Ce score a été obtenu trop vite pour être joué à la main : il n’est pas enregistré.';
    mockApi({
      'GET /api/games': () => json({ games: [game()] }),
      'POST /api/games/taquin/plays': () => json({ playCount: 4, play: PLAY }),
      'GET /api/games/taquin/best': () => json({ best: null, weekBest: null }),
      'GET /api/games/taquin/leaderboard?period=week': () => json(EMPTY_BOARD),
      'POST /api/games/taquin/scores': () => json({ error: { code: 'GAME_SCORE_TOO_FAST', message: reason } }, 400),
    });
    renderWithProviders(<GamesPage />, { path: '/games?jeu=taquin', user: resident() });
    const dialog = await screen.findByRole('dialog', { name: 'Taquin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mélanger pour commencer' }));
    expect(await within(dialog).findByRole('button', { name: 'Nouvelle partie' })).toBeInTheDocument();
    const cells = within(within(dialog).getByRole('group')).getAllByRole('button');
    for (const cell of winningClicksForSeed(PLAY.seed)) fireEvent.click(cells[cell]!);
    expect(await within(dialog).findByText(`Score non enregistré : ${reason}`)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Score non enregistré', { description: reason });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
