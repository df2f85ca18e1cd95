import { z } from 'zod';

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
export type GameScoreRule = { better: 'higher' | 'lower'; min: number; max: number; step: number; unit: string };
export const GAME_SCORE_RULES: Record<GameType, GameScoreRule> = {
  // Moves of the won game, both players together: a line needs at least 5, the grid holds 9.
  'tic-tac-toe': { better: 'lower', min: 5, max: 9, step: 1, unit: 'coups' },
  // Pairs of cards turned: 8 pairs need at least 8.
  memory: { better: 'lower', min: 8, max: 10_000, step: 1, unit: 'coups' },
  'number-guessing': { better: 'lower', min: 1, max: 100, step: 1, unit: 'essais' },
  // Below 80 ms is anticipation, not reaction; the game waits at most 5 s before 'go'.
  'reaction-time': { better: 'lower', min: 80, max: 10_000, step: 1, unit: 'ms' },
  wordle: { better: 'lower', min: 1, max: 6, step: 1, unit: 'essais' },
  // 10 points a fruit; a one-cell snake fills the 15×15 grid after 224 fruits.
  snake: { better: 'higher', min: 0, max: 2240, step: 10, unit: 'points' },
  tetris: { better: 'higher', min: 0, max: 10_000_000, step: 100, unit: 'points' },
  'puzzle-slider': { better: 'lower', min: 1, max: 100_000, step: 1, unit: 'coups' },
};

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

export const GamePlayResponse = z.object({ playCount: z.number().int() });
export type GamePlayResponse = z.infer<typeof GamePlayResponse>;

/** The game's checks (range and step) are made by the server against GAME_SCORE_RULES. */
export const SubmitGameScoreInput = z.object({
  score: z.number('Le score doit être un nombre.').int('Le score doit être un nombre entier.'),
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
