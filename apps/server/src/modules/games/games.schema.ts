import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth.ts';

/**
 * The games hub's catalogue (spec 2, section 3, Game). `game_type` and `category` are free text:
 * the spec has a state for an unknown type ('Jeu non disponible') and a grey badge for any other
 * category. Which score is best per type is a constant (GAME_SCORE_RULES in the shared package).
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    ageGroup: text('age_group', { enum: ['tous', 'enfants', 'adultes'] })
      .notNull()
      .default('tous'),
    isFeatured: boolean('is_featured').notNull().default(false),
    playCount: integer('play_count').notNull().default(0),
    gameType: text('game_type').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** The catalogue's order. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_slug_idx').on(t.slug),
    check('games_age_group_check', sql`${t.ageGroup} in ('tous', 'enfants', 'adultes')`),
    check('games_play_count_non_negative', sql`${t.playCount} >= 0`),
  ],
);

/** Every finished game a signed-in resident sent; bests and leaderboards are read from them. */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_scores_game_created_idx').on(t.gameId, t.createdAt),
    index('game_scores_game_user_idx').on(t.gameId, t.userId, t.score),
  ],
);

/**
 * A play the server started for a signed-in resident (issue 28 point 23): a score must name one,
 * once, and come no faster than its game allows after `started_at`. `seed` picks the play's puzzle
 * (the taquin's board, shown; the guess's number, kept by the server).
 * `scored_at` marks it used. Plays older than a day are dropped when a new one starts.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    /**
     * The attempts sent to the server for a game whose answer it keeps, in order: the guess's
     * numbers, Motus's words (base 26), the memory's flipped cards.
     */
    guesses: integer('guesses')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Test de réaction: when the server's signal was due (its answer's time plus the delay it drew). */
    signalAt: timestamp('signal_at', { withTimezone: true }),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    index('game_plays_user_started_idx').on(t.userId, t.startedAt),
    index('game_plays_started_idx').on(t.startedAt),
  ],
);
