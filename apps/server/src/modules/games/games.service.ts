import {
  clicksSolve,
  decodeWord,
  encodeWord,
  MAX_ATTEMPTS,
  motusWord,
  scoreGuess,
  type MotusGuessResponse,
  GAME_PLAY_MAX_AGE_MS,
  GAME_SCORE_RULES,
  GAME_SCORES_PER_DAY,
  isGameType,
  JUDGED_GAME_TYPES,
  REPLAYED_GAME_TYPES,
  secretNumber,
  shuffledBoard,
  type GuessHint,
  type GuessResponse,
  type GamePlayResponse,
  type GameType,
  LEADERBOARD_SIZE,
  type Game,
  type GameAgeGroup,
  type GameBest,
  type GameLeaderboard,
  type GameScoreEntry,
  type GameScoreResponse,
  type GameScoreRule,
  type LeaderboardQuery,
  type MemoryFlipResponse,
  REACTION_FLOOR_MS,
  type ReactionSignalResponse,
  type SubmitGameScoreInput,
  createRandom,
} from '@portmarin/shared';
import { flip, replayFlips, resolve } from '@portmarin/shared/games/memory';
import { reactionDelay } from '@portmarin/shared/games/reaction';
import { replaySnake, SNAKE_MAX_INPUTS, SNAKE_TICK_MS } from '@portmarin/shared/games/snake';
import { replayTetris, TETRIS_TICK_MS } from '@portmarin/shared/games/tetris';
import { replayTicTacToe } from '@portmarin/shared/games/tic-tac-toe';
import type { RowOf } from '../../db/rows.ts';
import type { games } from './games.schema.ts';
import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, isoTimestamp as iso, type Sql } from '../../db/sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { shownUsername } from '../../db/user-names.ts';

const GAME_NOT_FOUND = "Ce jeu n'existe pas.";

/** The town's week: from Monday 00:00 in Paris (ISO weeks start on Monday), as a timestamptz. */
export const WEEK_START_SQL = `(date_trunc('week', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')`;

type GameRow = Pick<
  RowOf<typeof games>,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'category'
  | 'age_group'
  | 'is_featured'
  | 'play_count'
  | 'game_type'
  | 'thumbnail_url'
>;

const scoreRule = (gameType: string): GameScoreRule | null =>
  isGameType(gameType) ? GAME_SCORE_RULES[gameType] : null;

function toGame(r: GameRow): Game {
  const rule = scoreRule(r.game_type);
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    category: r.category,
    ageGroup: r.age_group,
    isFeatured: r.is_featured,
    playCount: r.play_count,
    gameType: r.game_type,
    thumbnailUrl: r.thumbnail_url,
    scoring: rule ? { better: rule.better, unit: rule.unit } : null,
  };
}

const GAME_COLUMNS =
  'id, slug, name, description, category, age_group, is_featured, play_count, game_type, thumbnail_url';

/** The catalogue in its order; with an age group, that group's games and those for everyone. */
export async function listGames(sql: Sql, ageGroup: GameAgeGroup | undefined): Promise<Game[]> {
  const filtered = ageGroup && ageGroup !== 'tous';
  const { rows } = await sql.query<GameRow>(
    `select ${GAME_COLUMNS} from games
     ${filtered ? `where age_group in ('tous', $1)` : ''}
     order by position, name`,
    filtered ? [ageGroup] : [],
  );
  return rows.map(toGame);
}

async function findGame(sql: Sql, slug: string): Promise<GameRow> {
  const { rows } = await sql.query<GameRow>(`select ${GAME_COLUMNS} from games where slug = $1`, [slug]);
  if (!rows[0]) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return rows[0];
}

/**
 * One more play, counted in the row itself so parallel plays all count. A signed-in resident also
 * gets the play the server started (its id, start time and puzzle seed): their score must name it.
 */
export async function startPlay(sql: Sql, slug: string, userId: string | null): Promise<GamePlayResponse> {
  const { rows } = await sql.query<{ id: string; play_count: number; game_type: string }>(
    'update games set play_count = play_count + 1 where slug = $1 returning id, play_count, game_type',
    [slug],
  );
  const game = rows[0];
  if (!game) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  if (!userId || !scoreRule(game.game_type)) return { playCount: game.play_count, play: null };
  // Plays a day old can no longer be scored: they go as new ones start.
  await sql.query(`delete from game_plays where started_at < now() - interval '1 day'`);
  const started = await sql.query<{ id: string; started_at: string; seed: number }>(
    `insert into game_plays (game_id, user_id, seed) values ($1, $2, $3)
     returning id, ${iso('started_at')} as started_at, seed`,
    [game.id, userId, randomInt(0, 2 ** 31 - 1)],
  );
  const play = started.rows[0]!;
  // A judged game's seed is its answer: it stays on the server.
  const hidden = JUDGED_GAME_TYPES.includes(game.game_type as GameType);
  return {
    playCount: game.play_count,
    play: { id: play.id, startedAt: play.started_at, seed: hidden ? null : play.seed },
  };
}

type OpenPlay = { seed: number; guesses: number[]; scored: boolean };

/**
 * One attempt at a judged game's play: the resident's own play of a game of this type, locked,
 * judged by `judge` against the play's secret, and its encoded attempt kept with the play (its
 * score is then the number of attempts that found the secret). `judge` refuses a finished play.
 */
async function judgeAttempt<T>(
  pool: pg.Pool,
  target: { slug: string; type: GameType; userId: string; playId: string },
  judge: (play: OpenPlay) => { attempt: number; result: T },
): Promise<T> {
  const game = await findGame(pool, target.slug);
  if ((game.game_type as GameType) !== target.type) throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<OpenPlay>(
      `select seed, guesses, scored_at is not null as scored from game_plays
       where id = $1 and game_id = $2 and user_id = $3 for no key update`,
      [target.playId, game.id, target.userId],
    );
    const play = rows[0];
    if (!play) throw new AppError('GAME_PLAY_NOT_FOUND');
    const { attempt, result } = judge(play);
    await client.query('update game_plays set guesses = array_append(guesses, $2) where id = $1', [
      target.playId,
      attempt,
    ]);
    return result;
  });
}

/** One guess of Devine le nombre, told smaller or larger; nothing more once found or scored. */
export function judgeGuess(
  pool: pg.Pool,
  slug: string,
  userId: string,
  playId: string,
  guess: number,
): Promise<GuessResponse> {
  return judgeAttempt(pool, { slug, type: 'number-guessing', userId, playId }, (play) => {
    const secret = secretNumber(play.seed);
    if (play.scored || play.guesses.includes(secret)) throw new AppError('GAME_PLAY_FINISHED');
    const hint: GuessHint = guess < secret ? 'too-small' : guess > secret ? 'too-large' : 'correct';
    return { attempt: guess, result: { hint, attempts: play.guesses.length + 1 } };
  });
}

/**
 * One word of Motus, coloured against the play's word (kept encoded as an integer); the word is
 * told only once found or after the last attempt. Nothing more after that.
 */
export function judgeWord(
  pool: pg.Pool,
  slug: string,
  userId: string,
  playId: string,
  word: string,
): Promise<MotusGuessResponse> {
  return judgeAttempt(pool, { slug, type: 'wordle', userId, playId }, (play) => {
    const answer = motusWord(play.seed);
    const found = play.guesses.map(decodeWord).includes(answer);
    if (play.scored || found || play.guesses.length >= MAX_ATTEMPTS) throw new AppError('GAME_PLAY_FINISHED');
    const attempts = play.guesses.length + 1;
    const over = word === answer || attempts >= MAX_ATTEMPTS;
    return {
      attempt: encodeWord(word),
      result: { marks: scoreGuess(answer, word), attempts, answer: over ? answer : null },
    };
  });
}

/**
 * One card of the memory board turned over: the board is dealt from the play's seed and never sent;
 * the flips so far are replayed to know which cards are face up, and the card's face is told.
 */
export function judgeFlip(
  pool: pg.Pool,
  slug: string,
  userId: string,
  playId: string,
  card: number,
): Promise<MemoryFlipResponse> {
  return judgeAttempt(pool, { slug, type: 'memory', userId, playId }, (play) => {
    const state = replayFlips(play.seed, play.guesses);
    if (play.scored || !state || state.won) throw new AppError('GAME_PLAY_FINISHED');
    const next = flip(state, card);
    if (next === state) throw new AppError('GAME_FLIP_INVALID');
    const emoji = next.cards[card]!.emoji!;
    return { attempt: card, result: { emoji, moves: next.moves, won: resolve(next).won } };
  });
}

/**
 * Starts the reaction round of a play: the server draws the wait from the play's seed and keeps
 * when the signal is due; the time sent later is checked against it. Once per play.
 */
export async function startSignal(
  pool: pg.Pool,
  slug: string,
  userId: string,
  playId: string,
): Promise<ReactionSignalResponse> {
  const game = await findGame(pool, slug);
  if ((game.game_type as GameType) !== 'reaction-time') throw new AppError('NOT_FOUND', GAME_NOT_FOUND);
  const { rows: plays } = await pool.query<{ seed: number }>(
    'select seed from game_plays where id = $1 and game_id = $2 and user_id = $3',
    [playId, game.id, userId],
  );
  if (!plays[0]) throw new AppError('GAME_PLAY_NOT_FOUND');
  const delayMs = reactionDelay(createRandom(plays[0].seed));
  const { rowCount } = await pool.query(
    `update game_plays set signal_at = now() + $2 * interval '1 millisecond'
     where id = $1 and signal_at is null and scored_at is null`,
    [playId, delayMs],
  );
  if (!rowCount) throw new AppError('GAME_PLAY_FINISHED');
  return { delayMs };
}

/** What the replay of a Snake or Tetris log found: null when the log is no game of the play. */
type Replay = { score: number; ticks: number; stepMs: number } | null;

/**
 * Snake's and Tetris's game, replayed from the play's seed before the score's transaction: a long
 * log's replay (tens of milliseconds, see bench/games-replay.ts) then holds no lock. An unknown play
 * is left to the transaction's checks, which refuse it.
 */
async function replayGame(sql: Sql, game: GameRow, userId: string, input: SubmitGameScoreInput): Promise<Replay> {
  const { rows } = await sql.query<{ seed: number }>(
    'select seed from game_plays where id = $1 and game_id = $2 and user_id = $3',
    [input.playId, game.id, userId],
  );
  if (!rows[0]) return null;
  const log = input.log ?? [];
  if (game.game_type === 'tetris') {
    const replayed = replayTetris(rows[0].seed, log);
    return replayed && { ...replayed, stepMs: TETRIS_TICK_MS };
  }
  const replayed = log.length <= SNAKE_MAX_INPUTS ? replaySnake(rows[0].seed, log) : null;
  return replayed && { ...replayed, stepMs: SNAKE_TICK_MS };
}

/**
 * Snake's and Tetris's score is the replay's: the claimed one must be it, and the game's steps must
 * fit in the time the play lasted.
 */
function checkReplay(replayed: Replay, play: PlayRow, score: number): void {
  if (!replayed || replayed.score !== score) throw new AppError('GAME_REPLAY_INVALID');
  // The page's clock never runs ahead of the server's; 5 % is left for two clocks' rates.
  if (play.elapsed_ms < replayed.ticks * replayed.stepMs * 0.95) throw new AppError('GAME_SCORE_TOO_FAST');
}

type PlayRow = {
  seed: number;
  guesses: number[];
  elapsed_ms: number;
  /** Since the reaction's signal was due (negative before it); null when no round was started. */
  since_signal_ms: number | null;
  scored: boolean;
  scored_today: number;
};

/**
 * The checks of a score against its play (issue 28 point 23): the resident's own play of this
 * game, not yet scored, recent, long enough for the score, under the day's cap, and for the taquin
 * clicks that solve the play's board in exactly `score` moves. Locks the play: a replayed id waits,
 * then finds it used.
 */
async function checkPlay(
  client: Sql,
  game: GameRow,
  rule: GameScoreRule,
  userId: string,
  input: SubmitGameScoreInput,
  replayed: Replay,
): Promise<void> {
  const { rows } = await client.query<PlayRow>(
    `select p.seed, p.guesses, (extract(epoch from now() - p.started_at) * 1000)::float8 as elapsed_ms,
       (extract(epoch from now() - p.signal_at) * 1000)::float8 as since_signal_ms,
       p.scored_at is not null as scored,
       (select count(*)::int from game_scores s where s.game_id = p.game_id and s.user_id = p.user_id
          and s.created_at >= date_trunc('day', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris'
       ) as scored_today
     from game_plays p where p.id = $1 and p.game_id = $2 and p.user_id = $3
     for no key update`,
    [input.playId, game.id, userId],
  );
  const play = rows[0];
  if (!play) throw new AppError('GAME_PLAY_NOT_FOUND');
  if (play.scored) throw new AppError('GAME_PLAY_USED');
  if (play.elapsed_ms > GAME_PLAY_MAX_AGE_MS) throw new AppError('GAME_PLAY_EXPIRED');
  if (play.elapsed_ms < rule.minPlayMs(input.score)) throw new AppError('GAME_SCORE_TOO_FAST');
  if (play.scored_today >= GAME_SCORES_PER_DAY) throw new AppError('GAME_DAILY_LIMIT');
  if ((game.game_type as GameType) === 'number-guessing') {
    const found = play.guesses.at(-1) === secretNumber(play.seed);
    if (!found || play.guesses.length !== input.score) throw new AppError('GAME_GUESSES_INVALID');
  }
  if ((game.game_type as GameType) === 'wordle') {
    const found = play.guesses.length > 0 && decodeWord(play.guesses.at(-1)!) === motusWord(play.seed);
    if (!found || play.guesses.length !== input.score) throw new AppError('GAME_GUESSES_INVALID');
  }
  if ((game.game_type as GameType) === 'memory') {
    const state = replayFlips(play.seed, play.guesses);
    if (!state?.won || state.moves !== input.score) throw new AppError('GAME_GUESSES_INVALID');
  }
  if ((game.game_type as GameType) === 'reaction-time') {
    // The click came at least `score` ms after the signal was due: the score cannot be sent sooner.
    if (play.since_signal_ms === null || play.since_signal_ms < input.score) {
      throw new AppError('GAME_REACTION_INVALID');
    }
  }
  if (REPLAYED_GAME_TYPES.includes(game.game_type as GameType)) checkReplay(replayed, play, input.score);
  // Morpion: the cells played, replayed; the score is the moves of the won game.
  if ((game.game_type as GameType) === 'tic-tac-toe' && replayTicTacToe(input.moves ?? []) !== input.score) {
    throw new AppError('GAME_REPLAY_INVALID');
  }
  if ((game.game_type as GameType) === 'puzzle-slider') {
    const moves = input.moves ?? [];
    if (moves.length !== input.score || !clicksSolve(shuffledBoard(play.seed), moves)) {
      throw new AppError('GAME_MOVES_INVALID');
    }
  }
}

/** The game's score rule; a type this version cannot play has no scores. */
async function scoredGame(sql: Sql, slug: string): Promise<{ game: GameRow; rule: GameScoreRule }> {
  const game = await findGame(sql, slug);
  const rule = scoreRule(game.game_type);
  if (!rule) throw new AppError('VALIDATION_ERROR', 'Jeu non disponible');
  return { game, rule };
}

/** A score a real game can produce: within the game's range and a multiple of its step. */
export function checkScore(rule: GameScoreRule, score: number): void {
  if (!Number.isSafeInteger(score) || score < rule.min || score > rule.max) {
    throw new AppError('VALIDATION_ERROR', `Le score doit être compris entre ${rule.min} et ${rule.max} ${rule.unit}.`);
  }
  if (score % rule.step !== 0) {
    throw new AppError('VALIDATION_ERROR', `Le score doit être un multiple de ${rule.step} ${rule.unit}.`);
  }
}

/** `best` as SQL: the aggregate and the order that put the best score first. */
const bestOf = (rule: GameScoreRule) =>
  rule.better === 'higher' ? { agg: 'max', order: 'desc' } : { agg: 'min', order: 'asc' };

async function bestsOf(sql: Sql, gameId: string, userId: string, rule: GameScoreRule): Promise<GameBest> {
  const { order } = bestOf(rule);
  const best = async (since: string | null): Promise<GameScoreEntry | null> => {
    const { rows } = await sql.query<{ score: number; achieved_at: string }>(
      `select score, ${iso('created_at')} as achieved_at from game_scores
       where game_id = $1 and user_id = $2 ${since ? `and created_at >= ${since}` : ''}
       order by score ${order}, created_at limit 1`,
      [gameId, userId],
    );
    return rows[0] ? { score: rows[0].score, achievedAt: rows[0].achieved_at } : null;
  };
  return { best: await best(null), weekBest: await best(WEEK_START_SQL) };
}

export async function residentBest(sql: Sql, slug: string, userId: string): Promise<GameBest> {
  const { game, rule } = await scoredGame(sql, slug);
  return bestsOf(sql, game.id, userId, rule);
}

export async function submitScore(
  pool: pg.Pool,
  slug: string,
  userId: string,
  input: SubmitGameScoreInput,
): Promise<GameScoreResponse> {
  const { game, rule } = await scoredGame(pool, slug);
  const { score } = input;
  // Said as such rather than as a range: the floor is a human's, not the game's.
  if ((game.game_type as GameType) === 'reaction-time' && score < REACTION_FLOOR_MS) {
    throw new AppError('GAME_REACTION_TOO_FAST');
  }
  checkScore(rule, score);
  const replayed = REPLAYED_GAME_TYPES.includes(game.game_type as GameType)
    ? await replayGame(pool, game, userId, input)
    : null;
  const { order } = bestOf(rule);
  const personalBest = await inTransaction(pool, async (client) => {
    await checkPlay(client, game, rule, userId, input, replayed);
    await client.query('update game_plays set scored_at = now() where id = $1', [input.playId]);
    // Strictly better than every earlier score (an equal one is not a new record).
    const { rows } = await client.query<{ personal_best: boolean }>(
      `with earlier as (
         select score from game_scores where game_id = $1 and user_id = $2 order by score ${order} limit 1
       ), inserted as (insert into game_scores (game_id, user_id, score) values ($1, $2, $3))
       select not exists (select 1 from earlier where score ${order === 'desc' ? '>=' : '<='} $3) as personal_best`,
      [game.id, userId, score],
    );
    return rows[0]!.personal_best;
  });
  return { score, isPersonalBest: personalBest, ...(await bestsOf(pool, game.id, userId, rule)) };
}

type LeaderboardRow = {
  user_id: string;
  name: string | null;
  username: string | null;
  image: string | null;
  score: number;
  achieved_at: string;
};

/**
 * The top residents of a game: each resident's best score once (the earliest time they reached
 * it breaks ties), the week's or all time's. Residents who hid their profile are left out, and so
 * are suspended ones while the suspension lasts (decision 0062).
 */
export async function leaderboard(sql: Sql, slug: string, query: LeaderboardQuery): Promise<GameLeaderboard> {
  const { game, rule } = await scoredGame(sql, slug);
  const { order } = bestOf(rule);
  const weekly = query.period === 'week';
  const { rows } = await sql.query<LeaderboardRow>(
    `with bests as (
       select distinct on (s.user_id) s.user_id, s.score, s.created_at
       from game_scores s
       where s.game_id = $1 ${weekly ? `and s.created_at >= ${WEEK_START_SQL}` : ''}
         and not exists (select 1 from user_settings h where h.user_id = s.user_id and not h.profile_visible)
       order by s.user_id, s.score ${order}, s.created_at
     )
     select b.user_id, u.name, ${shownUsername('u')} as username, u.image, b.score,
       ${iso('b.created_at')} as achieved_at
     from bests b join "user" u on u.id = b.user_id
     where u.suspended_until is null or u.suspended_until <= now()
     order by b.score ${order}, b.created_at, b.user_id
     limit $2`,
    [game.id, LEADERBOARD_SIZE],
  );
  const since = weekly
    ? (await sql.query<{ since: string }>(`select ${iso(WEEK_START_SQL)} as since`)).rows[0]!.since
    : null;
  return {
    period: query.period,
    since,
    better: rule.better,
    unit: rule.unit,
    entries: rows.map((r, i) => ({
      rank: i + 1,
      resident: { id: r.user_id, name: r.name, username: r.username, image: r.image },
      score: r.score,
      achievedAt: r.achieved_at,
    })),
  };
}
