import type { GameBest, GameLeaderboard, GamePlayResponse, GameScoreResponse, GamesList } from '@portmarin/shared';
import { MEMORY_EMOJIS, memoryBoard } from '@portmarin/shared/games/memory';
import { playSnake, playTetris } from '@portmarin/shared/games/players';
import { replayTetris } from '@portmarin/shared/games/tetris';
import {
  createRandom,
  GAME_SCORES_PER_DAY,
  GAME_TYPES,
  motusWord,
  scoreGuess,
  shuffleClicks,
  WORDS,
} from '@portmarin/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { SAMPLE_GAMES, seedGames } from './games.seed.ts';
import { WEEK_START_SQL } from './games.service.ts';

let t: TestApp;
let residents: QuickResident[];

beforeAll(async () => {
  t = await buildTestApp();
  // Twice: the seed is idempotent.
  await seedGames(t.app);
  await seedGames(t.app);
  residents = await quickResidents(t.app, 16);
});
afterAll(async () => t?.close());

const call = caller(() => t);

const catalogue = async (query = '') => {
  const res = await call('GET', `/api/games${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as GamesList).games;
};
const playCount = async (slug: string) => (await catalogue()).find((g) => g.slug === slug)!.playCount;
/**
 * A play the server started for `who`, begun `ago` (an interval) before now so any score is
 * plausible in time; a random id where the server gives none (a visitor, an unplayable game).
 */
async function play(who: QuickResident | undefined, slug: string, ago = '1 hour') {
  const res = await call('POST', `/api/games/${slug}/plays`, who);
  const started = (res.json() as Partial<GamePlayResponse>).play;
  if (!started) return { id: randomUUID(), seed: 0, none: true };
  await t.app.pool.query(`update game_plays set started_at = now() - $2::interval where id = $1`, [started.id, ago]);
  return started;
}
/** A play's seed, read where only the server keeps it for a judged game. */
async function seedOf(playId: string): Promise<number> {
  const { rows } = await t.app.pool.query<{ seed: number }>('select seed from game_plays where id = $1', [playId]);
  return rows[0]!.seed;
}
/** The word of a Motus play, read where only the server keeps it (its seed). */
async function motusAnswer(playId: string): Promise<string> {
  return motusWord(await seedOf(playId));
}

const flipCard = (who: QuickResident | undefined, playId: string, card: number) =>
  call('POST', `/api/games/memory/plays/${playId}/flips`, who, { card });

/**
 * Plays the memory on the server: `misses` pairs that do not match, then every pair at once. It
 * peeks at the board the server dealt, as no page can.
 */
async function playMemory(who: QuickResident | undefined, playId: string, misses = 0) {
  const board = memoryBoard(await seedOf(playId));
  const pairs = MEMORY_EMOJIS.map((emoji) => board.cards.flatMap((c, i) => (c.emoji === emoji ? [i] : [])));
  const miss = [pairs[0]![0]!, pairs[1]![0]!];
  for (const card of [...Array.from({ length: misses }, () => miss).flat(), ...pairs.flat()]) {
    const res = await flipCard(who, playId, card);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A reaction round the server timed, its signal due `ms` (and a little) before now. */
async function playReaction(who: QuickResident | undefined, playId: string, ms: number) {
  const res = await call('POST', `/api/games/test-de-reaction/plays/${playId}/signal`, who);
  expect(res.statusCode, res.body).toBe(200);
  await t.app.pool.query(`update game_plays set signal_at = now() - $2 * interval '1 millisecond' where id = $1`, [
    playId,
    ms + 50,
  ]);
}

/** Plays Motus on the server: `attempts - 1` wrong words, then the play's word. */
async function playMotus(who: QuickResident | undefined, playId: string, attempts: number) {
  const answer = await motusAnswer(playId);
  const wrong = WORDS.find((w) => w !== answer)!;
  for (let n = 1; n <= attempts; n++) {
    const word = n === attempts ? answer : wrong;
    const res = await call('POST', `/api/games/motus/plays/${playId}/words`, who, { word });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * A score sent for a play the server started an hour ago, after playing the game on the server
 * when it judges the game: Motus's words, the memory's flips, the reaction's signal, Snake's log.
 */
const score = async (who: QuickResident | undefined, slug: string, value: unknown, extra: object = {}) => {
  let started = await play(who, slug);
  // The scripted Snake player sometimes traps itself before its target: take another seed then.
  const reachable = slug === 'snake' && typeof value === 'number' && value > 0 && value <= 200;
  for (let tries = 0; reachable && tries < 20; tries++) {
    if ('none' in started || playSnake(started.seed!, value / 10).score >= value) break;
    started = await play(who, slug);
  }
  const played = typeof value === 'number' && who && !('none' in started) ? value : null;
  if (slug === 'motus' && played !== null && played >= 1 && played <= 6) await playMotus(who, started.id, played);
  if (slug === 'memory' && played !== null && played >= 8) await playMemory(who, started.id, played - 8);
  if (slug === 'test-de-reaction' && played !== null && played >= 100) await playReaction(who, started.id, played);
  // Morpion: X takes the top row, O the middle one, until the score's moves (5 to 7).
  const won = ({ 5: [0, 3, 1, 4, 2], 6: [0, 3, 1, 4, 8, 5], 7: [0, 3, 1, 4, 8, 6, 2] } as Record<number, number[]>)[
    played ?? 0
  ];
  const moves = slug === 'morpion' ? won : undefined;
  const log =
    slug === 'snake' && played !== null && played >= 0 ? playSnake(started.seed!, played / 10).log : undefined;
  return call('POST', `/api/games/${slug}/scores`, who, { playId: started.id, score: value, log, moves, ...extra });
};
const board = async (slug: string, period = 'week') => {
  const res = await call('GET', `/api/games/${slug}/leaderboard?period=${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GameLeaderboard;
};

/** A score stored at a given time (SQL expression), as if sent then. */
async function scoreAt(who: QuickResident, slug: string, value: number, at: string) {
  await t.app.pool.query(
    `insert into game_scores (game_id, user_id, score, created_at)
     select id, $2, $3, ${at} from games where slug = $1`,
    [slug, who.id, value],
  );
}

describe('the catalogue', () => {
  it('lists the eight seeded games once, in order, French names, no plays yet, how each is scored', async () => {
    const games = await catalogue();
    expect(games.map((g) => g.name)).toEqual([
      'Morpion',
      'Memory',
      'Devine le nombre',
      'Test de réaction',
      'Motus',
      'Snake',
      'Tetris',
      'Taquin',
    ]);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(GAME_TYPES));
    expect(games.every((g) => g.playCount === 0)).toBe(true);
    expect(games.filter((g) => g.isFeatured).length).toBeGreaterThan(0);
    expect(games.find((g) => g.slug === 'snake')!.scoring).toEqual({ better: 'higher', unit: 'points' });
    expect(games.find((g) => g.slug === 'taquin')!.scoring).toEqual({ better: 'lower', unit: 'coups' });
  });

  it('filters by age group, games for everyone always included', async () => {
    const kids = await catalogue('?ageGroup=enfants');
    expect(kids.every((g) => g.ageGroup === 'enfants' || g.ageGroup === 'tous')).toBe(true);
    expect(kids.some((g) => g.ageGroup === 'enfants')).toBe(true);
    expect(kids.map((g) => g.slug)).not.toContain('motus');
    expect((await catalogue('?ageGroup=tous')).length).toBe(SAMPLE_GAMES.length);
    expect((await call('GET', '/api/games?ageGroup=bebes')).statusCode).toBe(400);
  });

  it('lists a game of an unknown type without scoring, and refuses its scores', async () => {
    await t.app.pool.query(
      `insert into games (slug, name, description, category, game_type, position)
       values ('bataille-navale', 'Bataille navale', 'Bientôt', 'Stratégie', 'battleship', 99)`,
    );
    const game = (await catalogue()).find((g) => g.slug === 'bataille-navale')!;
    expect(game).toMatchObject({ gameType: 'battleship', category: 'Stratégie', scoring: null });
    const res = await score(residents[0], 'bataille-navale', 10);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Jeu non disponible');
    await t.app.pool.query(`delete from games where slug = 'bataille-navale'`);
  });
});

describe('play counts', () => {
  it('counts a visitor’s and a resident’s play', async () => {
    const before = await playCount('morpion');
    const visitor = await call('POST', '/api/games/morpion/plays');
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json()).toEqual({ playCount: before + 1, play: null });
    expect((await call('POST', '/api/games/morpion/plays', residents[0])).json()).toEqual({
      playCount: before + 2,
      play: { id: expect.any(String), startedAt: expect.any(String), seed: expect.any(Number) },
    });
    expect(await playCount('morpion')).toBe(before + 2);
  });

  it('counts 20 parallel plays exactly', async () => {
    const before = await playCount('snake');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/api/games/snake/plays', residents[i % residents.length])),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().playCount)).size).toBe(20);
    expect(await playCount('snake')).toBe(before + 20);
  });

  it('throttles a resident who starts games faster than anyone can play them', async () => {
    const [spammer] = await quickResidents(t.app, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await call('POST', '/api/games/tetris/plays', spammer)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('unknown games', () => {
  it.each([
    ['POST', '/api/games/echecs/plays'],
    ['POST', '/api/games/echecs/scores'],
    ['GET', '/api/games/echecs/leaderboard?period=week'],
    ['GET', '/api/games/echecs/best'],
  ] as const)('%s %s is 404', async (method, url) => {
    const res = await call(
      method,
      url,
      residents[0],
      method === 'POST' ? { playId: randomUUID(), score: 10 } : undefined,
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.message).toBe("Ce jeu n'existe pas.");
  });
});

describe('scores', () => {
  it('refuses a visitor with 401, on sending and on reading a best', async () => {
    expect((await score(undefined, 'snake', 50)).statusCode).toBe(401);
    expect((await call('GET', '/api/games/snake/best')).statusCode).toBe(401);
  });

  it.each([
    ['snake', 15, 'un multiple de 10'],
    ['snake', -10, 'compris entre 0 et 2240'],
    ['snake', 2250, 'compris entre 0 et 2240'],
    ['tetris', 150, 'un multiple de 100'],
    ['motus', 7, 'compris entre 1 et 6'],
    ['motus', 0, 'compris entre 1 et 6'],
    ['test-de-reaction', 12_000, 'compris entre 100 et 10000'],
    ['devine-le-nombre', 101, 'compris entre 1 et 100'],
    ['memory', 7, 'compris entre 8 et 10000'],
    ['morpion', 4, 'compris entre 5 et 9'],
    ['taquin', 0, 'compris entre 1'],
  ])('%s refuses %s (%s)', async (slug, value, message) => {
    const res = await score(residents[0], slug, value);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it.each([['12'], [1.5], [null], [true], [1e300], [Number.MAX_SAFE_INTEGER + 2]])(
    'refuses a score of %s with 400',
    async (value) => {
      expect((await score(residents[0], 'motus', value)).statusCode).toBe(400);
    },
  );

  it('keeps the best: more points for Snake, fewer attempts for Motus, ties are not new records', async () => {
    const [alice] = await quickResidents(t.app, 1);
    const snake = async (v: number) => (await score(alice, 'snake', v)).json() as GameScoreResponse;
    expect(await snake(50)).toMatchObject({ score: 50, isPersonalBest: true, best: { score: 50 } });
    expect(await snake(30)).toMatchObject({ isPersonalBest: false, best: { score: 50 }, weekBest: { score: 50 } });
    expect(await snake(50)).toMatchObject({ isPersonalBest: false });
    expect(await snake(90)).toMatchObject({ isPersonalBest: true, best: { score: 90 } });

    const motus = async (v: number) => (await score(alice, 'motus', v)).json() as GameScoreResponse;
    expect(await motus(5)).toMatchObject({ isPersonalBest: true });
    expect(await motus(6)).toMatchObject({ isPersonalBest: false, best: { score: 5 } });
    expect(await motus(2)).toMatchObject({ isPersonalBest: true, best: { score: 2 } });

    const best = (await call('GET', '/api/games/snake/best', alice)).json() as GameBest;
    expect(best.best!.score).toBe(90);
    expect(best.weekBest!.score).toBe(90);
    const none = (await call('GET', '/api/games/tetris/best', alice)).json() as GameBest;
    expect(none).toEqual({ best: null, weekBest: null });
  });
});

/** The clicks that undo the play's 1000-move shuffle, one by one (a valid, unoptimised solve). */
function undoClicks(seed: number): number[] {
  const holes = [8, ...shuffleClicks(createRandom(seed))];
  return holes.slice(0, -1).reverse();
}

describe('scores come from plays the server started (issue 28 point 23)', () => {
  const post = (who: QuickResident, slug: string, body: object) => call('POST', `/api/games/${slug}/scores`, who, body);
  const codeOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error.code;

  it('refuses Tetris 10,000,000 from a resident who never played, and keeps it off the leaderboard', async () => {
    const [forger] = await quickResidents(t.app, 1);
    const bare = await post(forger!, 'tetris', { score: 10_000_000 });
    expect(bare.statusCode).toBe(400);
    const invented = await post(forger!, 'tetris', { playId: randomUUID(), score: 10_000_000 });
    expect(invented.statusCode).toBe(400);
    expect(codeOf(invented)).toBe('GAME_PLAY_NOT_FOUND');
    expect((await board('tetris', 'all')).entries.map((e) => e.resident.id)).not.toContain(forger!.id);
  });

  it.each([
    ['tetris', 10_000_000],
    ['tetris', 2000],
    ['snake', 2240],
    ['test-de-reaction', 150],
    ['memory', 8],
    ['motus', 1],
    ['devine-le-nombre', 5],
  ])('refuses %s %s sent at once after the play started', async (slug, value) => {
    const started = await play(residents[2], slug, '0 seconds');
    const res = await post(residents[2]!, slug, { playId: started.id, score: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(codeOf(res)).toBe('GAME_SCORE_TOO_FAST');
  });

  it('takes the same scores once the play has lasted long enough', async () => {
    const started = await play(residents[2], 'memory', '3 seconds');
    await playMemory(residents[2], started.id);
    expect((await post(residents[2]!, 'memory', { playId: started.id, score: 8 })).statusCode).toBe(201);
    const reaction = await play(residents[2], 'test-de-reaction', '2 seconds');
    await playReaction(residents[2], reaction.id, 150);
    expect((await post(residents[2]!, 'test-de-reaction', { playId: reaction.id, score: 150 })).statusCode).toBe(201);
  });

  it('scores a play once: a replayed id is refused, even twenty at once', async () => {
    const [player] = await quickResidents(t.app, 1);
    const started = await play(player, 'snake');
    // The scripted player may lose before its tenth fruit: the score claimed is the one it reached.
    const { log, score: reached } = playSnake(started.seed!, 10);
    const first = await post(player!, 'snake', { playId: started.id, score: reached, log });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(player!, 'snake', { playId: started.id, score: reached, log });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('GAME_PLAY_USED');

    const next = await play(player, 'snake');
    const fifty = playSnake(next.seed!, 5);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => post(player!, 'snake', { playId: next.id, score: fifty.score, log: fifty.log })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const { rows } = await t.app.pool.query('select 1 from game_scores where user_id = $1', [player!.id]);
    expect(rows).toHaveLength(2);
  });

  it('refuses another resident’s play, another game’s play and a play hours old', async () => {
    const [owner, thief] = await quickResidents(t.app, 2);
    const theirs = await play(owner, 'snake');
    expect(codeOf(await post(thief!, 'snake', { playId: theirs.id, score: 100 }))).toBe('GAME_PLAY_NOT_FOUND');
    expect(codeOf(await post(owner!, 'tetris', { playId: theirs.id, score: 100 }))).toBe('GAME_PLAY_NOT_FOUND');
    const old = await play(owner, 'snake', '4 hours');
    const late = await post(owner!, 'snake', { playId: old.id, score: 100 });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('GAME_PLAY_EXPIRED');
  });

  it(`records at most ${GAME_SCORES_PER_DAY} scores per resident per game and day`, async () => {
    const [keen] = await quickResidents(t.app, 1);
    await t.app.pool.query(
      `insert into game_scores (game_id, user_id, score)
       select id, $2, 100 from games, generate_series(1, $3) where slug = $1`,
      ['snake', keen!.id, GAME_SCORES_PER_DAY - 1],
    );
    expect((await score(keen, 'snake', 100)).statusCode).toBe(201);
    const capped = await score(keen, 'snake', 100);
    expect(capped.statusCode).toBe(429);
    expect(codeOf(capped)).toBe('GAME_DAILY_LIMIT');
    // Another game is another count.
    expect((await score(keen, 'memory', 9)).statusCode).toBe(201);
  });

  it('replays the taquin’s clicks on the board the server picked', async () => {
    const [solver] = await quickResidents(t.app, 1);
    const started = await play(solver, 'taquin');
    const clicks = undoClicks(started.seed!);
    const res = await post(solver!, 'taquin', { playId: started.id, score: clicks.length, moves: clicks });
    expect(res.statusCode, res.body).toBe(201);

    const other = await play(solver, 'taquin');
    const refused = [
      { score: 1, moves: [5] }, // one click does not solve it
      { score: 20 }, // no clicks at all
      { score: 20, moves: undoClicks(other.seed!).slice(0, 20) }, // not the whole way
      { score: 3, moves: undoClicks(other.seed!) }, // fewer moves claimed than clicked
      { score: 1000, moves: undoClicks(started.seed!) }, // another board's solution
    ];
    for (const body of refused) {
      const res = await post(solver!, 'taquin', { playId: other.id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('GAME_MOVES_INVALID');
    }
  });

  it('judges Devine le nombre on the server: the number stays hidden, the score is the guesses that found it', async () => {
    const [guesser, other] = await quickResidents(t.app, 2);
    const started = await play(guesser, 'devine-le-nombre');
    expect(started.seed).toBeNull();
    const guessUrl = `/api/games/devine-le-nombre/plays/${started.id}/guesses`;
    // A binary search, told 'more' or 'less' by the server.
    let [low, high, attempts, hint] = [1, 100, 0, ''];
    while (hint !== 'correct') {
      const value = Math.floor((low + high) / 2);
      const res = await call('POST', guessUrl, guesser, { guess: value });
      expect(res.statusCode, res.body).toBe(200);
      ({ hint, attempts } = res.json() as { hint: string; attempts: number });
      if (hint === 'too-small') low = value + 1;
      if (hint === 'too-large') high = value - 1;
    }
    expect(attempts).toBeLessThanOrEqual(7);
    const after = await call('POST', guessUrl, guesser, { guess: 50 });
    expect(codeOf(after)).toBe('GAME_PLAY_FINISHED');
    expect(codeOf(await call('POST', guessUrl, other, { guess: 50 }))).toBe('GAME_PLAY_NOT_FOUND');
    // One attempt claimed where it took more: refused; the true count: recorded.
    if (attempts > 1) {
      const lie = await post(guesser!, 'devine-le-nombre', { playId: started.id, score: 1 });
      expect(codeOf(lie)).toBe('GAME_GUESSES_INVALID');
    }
    const res = await post(guesser!, 'devine-le-nombre', { playId: started.id, score: attempts });
    expect(res.statusCode, res.body).toBe(201);

    const unplayed = await play(guesser, 'devine-le-nombre');
    expect(codeOf(await post(guesser!, 'devine-le-nombre', { playId: unplayed.id, score: 1 }))).toBe(
      'GAME_GUESSES_INVALID',
    );
    const taquin = await play(guesser, 'taquin');
    const wrongGame = await call('POST', `/api/games/taquin/plays/${taquin.id}/guesses`, guesser, { guess: 5 });
    expect(wrongGame.statusCode).toBe(404);
  });

  it('judges Motus on the server: the word stays hidden, colours come from it, a forged score is refused', async () => {
    const [player, other] = await quickResidents(t.app, 2);
    const started = await play(player, 'motus');
    expect(started.seed).toBeNull();
    const answer = await motusAnswer(started.id);
    const url = `/api/games/motus/plays/${started.id}/words`;
    // A wrong word: the server's colours, no word told; repeated letters judged as the shared rule.
    const wrong = answer === 'BATEAU' ? 'PLAGES' : 'BATEAU';
    const first = await call('POST', url, player, { word: wrong });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ marks: scoreGuess(answer, wrong), attempts: 1, answer: null });
    expect(first.body).not.toContain(answer);
    const repeated = await call('POST', url, player, { word: 'AAAAAA' });
    expect((repeated.json() as { marks: string[] }).marks).toEqual(scoreGuess(answer, 'AAAAAA'));
    expect(codeOf(await call('POST', url, player, { word: 'abc' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await call('POST', url, other, { word: wrong }))).toBe('GAME_PLAY_NOT_FOUND');
    // A forged score: the word is not found yet.
    expect(codeOf(await post(player!, 'motus', { playId: started.id, score: 1 }))).toBe('GAME_GUESSES_INVALID');
    const found = await call('POST', url, player, { word: answer });
    expect(found.json()).toEqual({ marks: Array(6).fill('correct'), attempts: 3, answer });
    expect(codeOf(await call('POST', url, player, { word: wrong }))).toBe('GAME_PLAY_FINISHED');
    // Fewer words claimed than sent: refused; the true count: recorded.
    expect(codeOf(await post(player!, 'motus', { playId: started.id, score: 1 }))).toBe('GAME_GUESSES_INVALID');
    const res = await post(player!, 'motus', { playId: started.id, score: 3 });
    expect(res.statusCode, res.body).toBe(201);

    // Six wrong words: the game is lost, the word told at the end only.
    const lost = await play(player, 'motus');
    const lostAnswer = await motusAnswer(lost.id);
    const miss = WORDS.find((w) => w !== lostAnswer)!;
    for (let n = 1; n <= 6; n++) {
      const res = await call('POST', `/api/games/motus/plays/${lost.id}/words`, player, { word: miss });
      expect((res.json() as { answer: string | null }).answer).toBe(n === 6 ? lostAnswer : null);
    }
    expect(codeOf(await post(player!, 'motus', { playId: lost.id, score: 6 }))).toBe('GAME_GUESSES_INVALID');
  });

  it('leaves a suspended resident’s scores off the leaderboard while the suspension lasts', async () => {
    const [suspended] = await quickResidents(t.app, 1);
    expect((await score(suspended, 'memory', 9)).statusCode).toBe(201);
    expect((await board('memory')).entries.map((e) => e.resident.id)).toContain(suspended!.id);
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '3 days' where id = $1`, [
      suspended!.id,
    ]);
    expect((await board('memory')).entries.map((e) => e.resident.id)).not.toContain(suspended!.id);
    expect((await board('memory', 'all')).entries.map((e) => e.resident.id)).not.toContain(suspended!.id);
    const res = await score(suspended, 'memory', 8);
    expect(res.statusCode).toBe(403);
    await t.app.pool.query(`update "user" set suspended_until = now() - interval '1 minute' where id = $1`, [
      suspended!.id,
    ]);
    expect((await board('memory')).entries.map((e) => e.resident.id)).toContain(suspended!.id);
  });
});

describe('every score is judged or replayed by the server (issue 36 point 9)', () => {
  const post = (who: QuickResident, slug: string, body: object) => call('POST', `/api/games/${slug}/scores`, who, body);
  const codeOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string } }).error.code;
  const onBoard = async (slug: string, who: QuickResident) =>
    (await board(slug, 'all')).entries.some((e) => e.resident.id === who.id);

  it('refuses Snake 2240 after 45.5 s without a log that plays it, and keeps it off the leaderboard', async () => {
    const [forger] = await quickResidents(t.app, 1);
    const started = await play(forger, 'snake', '45.5 seconds');
    const bare = await post(forger!, 'snake', { playId: started.id, score: 2240 });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(codeOf(bare)).toBe('GAME_REPLAY_INVALID');
    // A real game's log claimed for more points than it made.
    const { log } = playSnake(started.seed!, 3);
    const inflated = await post(forger!, 'snake', { playId: started.id, score: 2240, log });
    expect(codeOf(inflated)).toBe('GAME_REPLAY_INVALID');
    // Another play's log: another seed, another game.
    const other = await play(forger, 'snake');
    const borrowed = await post(forger!, 'snake', { playId: other.id, score: 30, log });
    expect(codeOf(borrowed)).toBe('GAME_REPLAY_INVALID');
    expect(await onBoard('snake', forger!)).toBe(false);
  });

  it('records a genuine Snake game with the score its replay finds', async () => {
    const [player] = await quickResidents(t.app, 1);
    const started = await play(player, 'snake');
    const game = playSnake(started.seed!, 8);
    expect(game.score).toBe(80);
    const res = await post(player!, 'snake', { playId: started.id, score: 80, log: game.log });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ score: 80, isPersonalBest: true });
    expect((await board('snake')).entries.find((e) => e.resident.id === player!.id)?.score).toBe(80);
  });

  it('records a genuine Tetris game with its cleared lines, and refuses it claimed higher', async () => {
    const [player] = await quickResidents(t.app, 1);
    const started = await play(player, 'tetris');
    const game = playTetris(started.seed!, 40);
    expect(game.score).toBeGreaterThan(0);
    const inflated = await post(player!, 'tetris', { playId: started.id, score: game.score + 100, log: game.log });
    expect(codeOf(inflated)).toBe('GAME_REPLAY_INVALID');
    const res = await post(player!, 'tetris', { playId: started.id, score: game.score, log: game.log });
    expect(res.statusCode, res.body).toBe(201);
    expect(replayTetris(started.seed!, game.log)!.score).toBe(game.score);
  });

  it('refuses a replayed game that ran faster than the play lasted', async () => {
    const [player] = await quickResidents(t.app, 1);
    const started = await play(player, 'snake', '1 second');
    const game = playSnake(started.seed!, 2);
    expect(game.ticks * 200).toBeGreaterThan(1000);
    const res = await post(player!, 'snake', { playId: started.id, score: game.score, log: game.log });
    expect(codeOf(res)).toBe('GAME_SCORE_TOO_FAST');
  });

  it('bounds the log a replay reads', async () => {
    const [player] = await quickResidents(t.app, 1);
    const started = await play(player, 'snake');
    const tooLong = Array.from({ length: 30_001 }, (_, i) => [i, i % 4]);
    const res = await post(player!, 'snake', { playId: started.id, score: 0, log: tooLong });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION_ERROR');
    const beyond = await post(player!, 'snake', { playId: started.id, score: 0, log: [[10_000_000, 0]] });
    expect(codeOf(beyond)).toBe('VALIDATION_ERROR');
  });

  it('refuses a perfect memory game (8 moves) after 2.6 s without flips, or with flips the board never had', async () => {
    const [forger] = await quickResidents(t.app, 1);
    const started = await play(forger, 'memory', '2.6 seconds');
    expect(started.seed).toBeNull();
    const bare = await post(forger!, 'memory', { playId: started.id, score: 8 });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(codeOf(bare)).toBe('GAME_GUESSES_INVALID');
    // A play of the resident's flips, not yet won.
    expect((await flipCard(forger, started.id, 0)).statusCode).toBe(200);
    expect(codeOf(await flipCard(forger, started.id, 0))).toBe('GAME_FLIP_INVALID');
    expect(codeOf(await flipCard(forger, started.id, 16))).toBe('VALIDATION_ERROR');
    expect(codeOf(await post(forger!, 'memory', { playId: started.id, score: 8 }))).toBe('GAME_GUESSES_INVALID');
    expect(await onBoard('memory', forger!)).toBe(false);
  });

  it('deals the memory board on the server, tells each card as it is flipped, and scores the moves it saw', async () => {
    const [player, other] = await quickResidents(t.app, 2);
    const started = await play(player, 'memory');
    const board = memoryBoard(await seedOf(started.id));
    // Two cards that do not match: the first card, and the first of another face.
    const a = 0;
    const b = board.cards.findIndex((c) => c.emoji !== board.cards[a]!.emoji);
    const first = await flipCard(player, started.id, a);
    expect(first.json()).toEqual({ emoji: board.cards[a]!.emoji, moves: 0, won: false });
    expect(codeOf(await flipCard(other, started.id, b))).toBe('GAME_PLAY_NOT_FOUND');
    const second = await flipCard(player, started.id, b);
    expect(second.json()).toEqual({ emoji: board.cards[b]!.emoji, moves: 1, won: false });
    // Then every pair at once: 1 + 8 moves; a perfect 8 claimed is refused.
    await playMemory(player, started.id);
    expect(codeOf(await post(player!, 'memory', { playId: started.id, score: 8 }))).toBe('GAME_GUESSES_INVALID');
    const res = await post(player!, 'memory', { playId: started.id, score: 9 });
    expect(res.statusCode, res.body).toBe(201);
    expect(codeOf(await flipCard(player, started.id, 0))).toBe('GAME_PLAY_FINISHED');
  });

  it('replays Morpion’s cells: a won game’s moves are recorded, anything else refused', async () => {
    const [player] = await quickResidents(t.app, 1);
    expect((await score(player, 'morpion', 5)).statusCode).toBe(201);
    const refused = [
      { score: 5 }, // no cells
      { score: 5, moves: [0, 3, 1, 4] }, // not won
      { score: 5, moves: [0, 3, 1, 4, 8, 5] }, // O won in 6
      { score: 5, moves: [0, 0, 1, 4, 2] }, // a cell taken twice
    ];
    for (const body of refused) {
      const started = await play(player, 'morpion');
      const res = await post(player!, 'morpion', { playId: started.id, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(codeOf(res)).toBe('GAME_REPLAY_INVALID');
    }
  });

  it('refuses a reaction time of 80 ms, below the human floor', async () => {
    const [forger] = await quickResidents(t.app, 1);
    const started = await play(forger, 'test-de-reaction');
    await playReaction(forger, started.id, 80);
    const res = await post(forger!, 'test-de-reaction', { playId: started.id, score: 80 });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('GAME_REACTION_TOO_FAST');
    expect(res.json().error.message).toContain('100\u00a0ms');
    expect(await onBoard('test-de-reaction', forger!)).toBe(false);
  });

  it('times the reaction from the signal the server gave: none given, or sent sooner than the time claimed', async () => {
    const [player] = await quickResidents(t.app, 1);
    const unsignalled = await play(player, 'test-de-reaction');
    expect(codeOf(await post(player!, 'test-de-reaction', { playId: unsignalled.id, score: 250 }))).toBe(
      'GAME_REACTION_INVALID',
    );
    const started = await play(player, 'test-de-reaction');
    const signal = await call('POST', `/api/games/test-de-reaction/plays/${started.id}/signal`, player);
    expect(signal.statusCode, signal.body).toBe(200);
    const { delayMs } = signal.json() as { delayMs: number };
    expect(delayMs).toBeGreaterThanOrEqual(1000);
    expect(delayMs).toBeLessThanOrEqual(5000);
    // The signal is not due yet: no time can have been measured.
    expect(codeOf(await post(player!, 'test-de-reaction', { playId: started.id, score: 250 }))).toBe(
      'GAME_REACTION_INVALID',
    );
    const again = await call('POST', `/api/games/test-de-reaction/plays/${started.id}/signal`, player);
    expect(codeOf(again)).toBe('GAME_PLAY_FINISHED');
    const timed = await play(player, 'test-de-reaction');
    await playReaction(player, timed.id, 250);
    expect((await post(player!, 'test-de-reaction', { playId: timed.id, score: 250 })).statusCode).toBe(201);
  });
});

describe('the weekly leaderboard', () => {
  it('starts on Monday at 00:00, Paris time', async () => {
    const { since } = await board('taquin');
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(since!));
    expect(paris).toBe('Monday 00:00:00');
    expect(Date.now() - Date.parse(since!)).toBeLessThan(7 * 24 * 3600 * 1000);
  });

  it('ranks each resident once by their best of the week, fewer moves first, earlier first on a tie', async () => {
    const [a, b, c, d] = await quickResidents(t.app, 4);
    await scoreAt(a!, 'taquin', 40, "now() - interval '3 seconds'");
    await scoreAt(a!, 'taquin', 25, "now() - interval '2 seconds'");
    await scoreAt(b!, 'taquin', 25, "now() - interval '1 second'");
    await scoreAt(c!, 'taquin', 31, 'now()');
    // Last week's 10 moves do not count this week, but do for all time.
    await scoreAt(d!, 'taquin', 10, `${WEEK_START_SQL} - interval '1 second'`);
    await scoreAt(d!, 'taquin', 60, WEEK_START_SQL);

    const week = await board('taquin');
    expect(week.better).toBe('lower');
    // Only these four (the taquin test above has its solver on the board too, ranked after them).
    const ours = week.entries.filter((e) => [a, b, c, d].some((p) => p!.id === e.resident.id));
    expect(ours.map((e) => [e.rank, e.resident.id, e.score])).toEqual([
      [1, a!.id, 25],
      [2, b!.id, 25],
      [3, c!.id, 31],
      [4, d!.id, 60],
    ]);
    expect(week.entries[0]!.resident.username).toBe(a!.username);

    const all = await board('taquin', 'all');
    expect(all.since).toBeNull();
    expect(all.entries[0]).toMatchObject({ rank: 1, score: 10, resident: { id: d!.id } });

    const best = (await call('GET', '/api/games/taquin/best', d)).json() as GameBest;
    expect(best.best!.score).toBe(10);
    expect(best.weekBest!.score).toBe(60);
  });

  it('keeps the ten best residents, most points first, and leaves out hidden profiles', async () => {
    const players = residents.slice(0, 12);
    // Far above the genuine games other tests record.
    for (const [i, p] of players.entries()) await scoreAt(p, 'tetris', (i + 1) * 100_000, 'now()');
    await t.app.pool.query(
      `insert into user_settings (user_id, profile_visible) values ($1, false)
       on conflict (user_id) do update set profile_visible = false`,
      [players[11]!.id],
    );
    const top = await board('tetris');
    expect(top.better).toBe('higher');
    expect(top.entries.map((e) => e.score / 100_000)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(top.entries.map((e) => e.resident.id)).not.toContain(players[11]!.id);
  });
});

describe('bad inputs', () => {
  const slugs = ['', '%00', '..%2F..', 'SNAKE', "snake'--", 'a'.repeat(500), '%F0%9F%90%8D', 'snake%20'];
  it('never answer 5xx', async () => {
    const requests = [
      ...slugs.flatMap((s) => [
        call('POST', `/api/games/${s}/plays`),
        call('POST', `/api/games/${s}/scores`, residents[1], { playId: randomUUID(), score: 10 }),
        call('GET', `/api/games/${s}/leaderboard`),
        call('GET', `/api/games/${s}/best`, residents[1]),
      ]),
      call('GET', '/api/games/snake/leaderboard?period=year'),
      call('GET', '/api/games/snake/leaderboard?period[]=week'),
      call('GET', '/api/games?ageGroup[]=tous'),
      call('POST', '/api/games/snake/scores', residents[1], {}),
      call('POST', '/api/games/snake/scores', residents[1], { score: 10, extra: 'x' }),
      call('POST', '/api/games/snake/scores', residents[1], [10]),
      call('POST', '/api/games/snake/scores', residents[1], { score: '1e3' }),
      call('POST', '/api/games/snake/scores', residents[1], { score: { $gt: 0 } }),
      t.app.inject({
        method: 'POST',
        url: '/api/games/snake/scores',
        headers: { cookie: residents[1]!.cookie, origin: t.env.PUBLIC_URL, 'content-type': 'application/json' },
        payload: '{"score": 1',
      }),
    ];
    for (const res of await Promise.all(requests)) expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('the data export', () => {
  it('hands out the resident’s scores, with the game’s slug, and nobody else’s', async () => {
    const [mine, other] = await quickResidents(t.app, 2);
    expect((await score(mine, 'motus', 3)).statusCode).toBe(201);
    expect((await score(other, 'motus', 4)).statusCode).toBe(201);
    const res = await call('GET', '/api/account/export', mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gameScores).toEqual([{ game: 'motus', score: 3, createdAt: expect.any(String) }]);
  });
});
