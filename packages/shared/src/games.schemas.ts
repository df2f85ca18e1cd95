import { z } from 'zod';
import { MEMORY_CARDS } from './games/memory.ts';
import { SNAKE_MAX_TICKS } from './games/snake.ts';
import { TETRIS_INPUTS, TETRIS_MAX_INPUTS } from './games/tetris.ts';

/** The human floor of a reaction (ms between the signal and the click): faster is anticipation. */
export const REACTION_FLOOR_MS = 100;

/** Spec 2, section 3 (Game): the eight playable types; any other stored type shows 'Jeu non disponible'. */
export const GAME_TYPES = [
  'tic-tac-toe',
  'memory',
  'number-guessing',
  'reaction-time',
  'wordle',
  'snake',
  'tetris',
  'puzzle-slider',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

/** Spec 2, section 3: the catalogue's categories (any other is shown grey) and age groups. */
export const GAME_CATEGORIES = ['Puzzle', 'Arcade', 'Éducatif', 'Créatif', 'Mots'] as const;
export const GAME_AGE_GROUPS = ['tous', 'enfants', 'adultes'] as const;
export const GameAgeGroup = z.enum(GAME_AGE_GROUPS, "Tranche d'âge inconnue.");
export type GameAgeGroup = z.infer<typeof GameAgeGroup>;

/**
 * What a score is and which is best, per game: points for Snake and Tetris (more is better),
 * moves, attempts or milliseconds for the others (fewer is better). The ranges are what a real
 * game can produce, so a forged score is refused.
 */
export type GameScoreRule = {
  better: 'higher' | 'lower';
  min: number;
  max: number;
  step: number;
  unit: string;
  /**
   * The shortest play (ms, from the server's start of the play to the score's arrival) that can
   * reach `score` by hand: a faster one was not played, it was sent (issue 28 point 23).
   */
  minPlayMs: (score: number) => number;
};
export const GAME_SCORE_RULES: Record<GameType, GameScoreRule> = {
  // Moves of the won game, both players together: a line needs at least 5, the grid holds 9.
  // The resident plays every other move, 0.2 s each at the very least.
  'tic-tac-toe': { better: 'lower', min: 5, max: 9, step: 1, unit: 'coups', minPlayMs: (s) => Math.ceil(s / 2) * 200 },
  // Pairs of cards turned: 8 pairs need at least 8; two clicks a pair, 0.3 s a pair at least.
  memory: { better: 'lower', min: 8, max: 10_000, step: 1, unit: 'coups', minPlayMs: (s) => s * 300 },
  // A number typed and sent: 0.3 s an attempt at least.
  'number-guessing': { better: 'lower', min: 1, max: 100, step: 1, unit: 'essais', minPlayMs: (s) => s * 300 },
  // Below 100 ms is anticipation, not reaction (issue 36 point 9). The server gives the signal's
  // time (its delay, 1 s at least) and checks the score against it.
  'reaction-time': {
    better: 'lower',
    min: REACTION_FLOOR_MS,
    max: 10_000,
    step: 1,
    unit: 'ms',
    minPlayMs: (s) => s + 500,
  },
  // Six letters typed and sent: 1 s a word at least.
  wordle: { better: 'lower', min: 1, max: 6, step: 1, unit: 'essais', minPlayMs: (s) => s * 1000 },
  // 10 points a fruit; a one-cell snake fills the 15×15 grid after 224 fruits. The score is the
  // server's replay of the logged turns, which also times the game (a 200 ms step a tick).
  snake: { better: 'higher', min: 0, max: 2240, step: 10, unit: 'points', minPlayMs: (s) => (s / 10) * 200 },
  // 100 points a line; a line is 2.5 pieces: 2 lines a second is beyond the fastest hands. The score
  // is the server's replay of the logged moves.
  tetris: { better: 'higher', min: 0, max: 10_000_000, step: 100, unit: 'points', minPlayMs: (s) => (s / 200) * 1000 },
  // The clicks are replayed by the server on the play's board; 0.1 s a click at least.
  'puzzle-slider': { better: 'lower', min: 1, max: 100_000, step: 1, unit: 'coups', minPlayMs: (s) => s * 100 },
};

/** A play older than this cannot be scored: no game here lasts hours. */
export const GAME_PLAY_MAX_AGE_MS = 3 * 60 * 60 * 1000;
/** Scores a resident records per game per day (Paris time): a player's day, never a script's. */
export const GAME_SCORES_PER_DAY = 30;

export const GameSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Jeu inconnu.'),
});

export const GamesQuery = z.object({
  /** Spec 2: the tab's age group; games for everyone always come too. */
  ageGroup: GameAgeGroup.optional(),
});
export type GamesQuery = z.infer<typeof GamesQuery>;

export const GameScoring = z.object({ better: z.enum(['higher', 'lower']), unit: z.string() });

export const Game = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  ageGroup: GameAgeGroup,
  isFeatured: z.boolean(),
  playCount: z.number().int(),
  /** One of GAME_TYPES, or a type this version cannot play ('Jeu non disponible'). */
  gameType: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Null for a type this version cannot play. */
  scoring: GameScoring.nullable(),
});
export type Game = z.infer<typeof Game>;

export const GamesList = z.object({ games: z.array(Game) });
export type GamesList = z.infer<typeof GamesList>;

/**
 * A play the server started for a signed-in resident: its id comes back with the score. `seed`
 * picks the game's puzzle (the taquin's board, `shuffledBoard(seed)`), chosen by the server.
 */
export const GamePlay = z.object({
  id: z.uuid(),
  startedAt: z.string(),
  /** Null when the puzzle is the answer to find (Devine le nombre): the server keeps it and judges. */
  seed: z.number().int().nullable(),
});
export type GamePlay = z.infer<typeof GamePlay>;

/** Visitors play too: their play is counted, but only a resident gets a play to score. */
export const GamePlayResponse = z.object({ playCount: z.number().int(), play: GamePlay.nullable() });
export type GamePlayResponse = z.infer<typeof GamePlayResponse>;

export const PUZZLE_MAX_CLICKS = 100_000;

/**
 * Games whose answer the server picks and keeps (the number, the word, the memory board, the
 * reaction's delay), judging each step of the play: their seed is never sent.
 */
export const JUDGED_GAME_TYPES: readonly GameType[] = ['number-guessing', 'wordle', 'memory', 'reaction-time'];

/** Games scored by the server's replay of the logged inputs from the play's seed (issue 36 point 9). */
export const REPLAYED_GAME_TYPES: readonly GameType[] = ['snake', 'tetris'];

export const GamePlayParams = GameSlugParams.extend({ playId: z.uuid('Partie inconnue.') });

/** One guess of Devine le nombre, judged by the server against the play's number. */
export const GuessInput = z.object({
  guess: z
    .number('Veuillez entrer un nombre entre 1 et 100')
    .int('Veuillez entrer un nombre entre 1 et 100')
    .min(1, 'Veuillez entrer un nombre entre 1 et 100')
    .max(100, 'Veuillez entrer un nombre entre 1 et 100'),
});
export type GuessInput = z.infer<typeof GuessInput>;

export const GuessHint = z.enum(['too-small', 'too-large', 'correct']);
export type GuessHint = z.infer<typeof GuessHint>;

export const GuessResponse = z.object({ hint: GuessHint, attempts: z.number().int() });
export type GuessResponse = z.infer<typeof GuessResponse>;

/**
 * A replayed game's inputs in order: [tick, input] pairs, the tick the number of the game's steps
 * when it came (Snake 200 ms, Tetris 500 ms), the input its index in the game's list. Bounded by a
 * real game's length so a replay's cost is too.
 */
export const GameInputLog = z
  .array(
    z.tuple([
      z.number().int().min(0).max(SNAKE_MAX_TICKS),
      z
        .number()
        .int()
        .min(0)
        .max(TETRIS_INPUTS.length - 1),
    ]),
    'Le journal de la partie doit être une liste de coups.',
  )
  .max(TETRIS_MAX_INPUTS, 'Partie trop longue pour être rejouée.');

/** The game's checks (range, step, the play's time, the taquin's clicks, the replay) are the server's. */
export const SubmitGameScoreInput = z.object({
  playId: z.uuid('Ce score ne vient d’aucune partie lancée : il n’est pas enregistré.'),
  score: z.number('Le score doit être un nombre.').int('Le score doit être un nombre entier.'),
  /** The taquin's clicks or Morpion's cells (indices, in order): the server replays them. */
  moves: z
    .array(z.number().int().min(0).max(8), 'Les coups doivent être une liste de cases.')
    .max(PUZZLE_MAX_CLICKS, 'Trop de coups.')
    .optional(),
  /** Snake's and Tetris's inputs: the server replays them from the play's seed and scores the game. */
  log: GameInputLog.optional(),
});
export type SubmitGameScoreInput = z.infer<typeof SubmitGameScoreInput>;

export const GameScoreEntry = z.object({ score: z.number().int(), achievedAt: z.string() });
export type GameScoreEntry = z.infer<typeof GameScoreEntry>;

export const GameBest = z.object({
  /** The resident's best ever, and this week's (the leaderboard's week). */
  best: GameScoreEntry.nullable(),
  weekBest: GameScoreEntry.nullable(),
});
export type GameBest = z.infer<typeof GameBest>;

/** A submitted score, with the resident's bests after it (isPersonalBest: it beat every earlier one). */
export const GameScoreResponse = GameBest.extend({ score: z.number().int(), isPersonalBest: z.boolean() });
export type GameScoreResponse = z.infer<typeof GameScoreResponse>;

export const LEADERBOARD_SIZE = 10;
export const LeaderboardQuery = z.object({
  /** The week starts on Monday at 00:00, Paris time. */
  period: z.enum(['week', 'all'], 'Période inconnue.').default('week'),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  resident: z.object({
    id: z.string(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    image: z.string().nullable(),
  }),
  score: z.number().int(),
  achievedAt: z.string(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const GameLeaderboard = z.object({
  period: z.enum(['week', 'all']),
  /** When the period began (null for all time), ISO. */
  since: z.string().nullable(),
  better: z.enum(['higher', 'lower']),
  unit: z.string(),
  entries: z.array(LeaderboardEntry),
});
export type GameLeaderboard = z.infer<typeof GameLeaderboard>;

/** One word of Motus, judged by the server against the play's word. */
export const MotusGuessInput = z.object({
  word: z.string().regex(/^[A-Z]{6}$/, 'Le mot doit contenir 6 lettres.'),
});
export type MotusGuessInput = z.infer<typeof MotusGuessInput>;

export const MotusMark = z.enum(['correct', 'present', 'absent']);

/** The word's colours; `answer` is the play's word, told only once the game is over. */
export const MotusGuessResponse = z.object({
  marks: z.array(MotusMark),
  attempts: z.number().int(),
  answer: z.string().nullable(),
});
export type MotusGuessResponse = z.infer<typeof MotusGuessResponse>;

/** One card of the memory board turned over: the server tells its face and judges the pair. */
export const MemoryFlipInput = z.object({
  card: z
    .number('Carte inconnue.')
    .int('Carte inconnue.')
    .min(0, 'Carte inconnue.')
    .max(MEMORY_CARDS - 1, 'Carte inconnue.'),
});
export type MemoryFlipInput = z.infer<typeof MemoryFlipInput>;

/** The card's face, the moves so far (a move per pair) and whether every pair is found. */
export const MemoryFlipResponse = z.object({ emoji: z.string(), moves: z.number().int(), won: z.boolean() });
export type MemoryFlipResponse = z.infer<typeof MemoryFlipResponse>;

/** A reaction round started by the server: the signal is due `delayMs` after its answer. */
export const ReactionSignalResponse = z.object({ delayMs: z.number().int() });
export type ReactionSignalResponse = z.infer<typeof ReactionSignalResponse>;
