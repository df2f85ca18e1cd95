import type { GameBest, GameLeaderboard, GameScoreResponse, GamesList } from '@portmarin/shared';
import { GAME_TYPES } from '@portmarin/shared';
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
const score = (who: QuickResident | undefined, slug: string, value: unknown) =>
  call('POST', `/api/games/${slug}/scores`, who, { score: value });
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
    expect(visitor.json()).toEqual({ playCount: before + 1 });
    expect((await call('POST', '/api/games/morpion/plays', residents[0])).json()).toEqual({ playCount: before + 2 });
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
    const res = await call(method, url, residents[0], method === 'POST' ? { score: 10 } : undefined);
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
    ['test-de-reaction', 50, 'compris entre 80 et 10000'],
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
    expect(await snake(120)).toMatchObject({ isPersonalBest: true, best: { score: 120 } });

    const motus = async (v: number) => (await score(alice, 'motus', v)).json() as GameScoreResponse;
    expect(await motus(5)).toMatchObject({ isPersonalBest: true });
    expect(await motus(6)).toMatchObject({ isPersonalBest: false, best: { score: 5 } });
    expect(await motus(2)).toMatchObject({ isPersonalBest: true, best: { score: 2 } });

    const best = (await call('GET', '/api/games/snake/best', alice)).json() as GameBest;
    expect(best.best!.score).toBe(120);
    expect(best.weekBest!.score).toBe(120);
    const none = (await call('GET', '/api/games/tetris/best', alice)).json() as GameBest;
    expect(none).toEqual({ best: null, weekBest: null });
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
    expect(week.entries.map((e) => [e.rank, e.resident.id, e.score])).toEqual([
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
    await Promise.all(players.map((p, i) => score(p, 'tetris', (i + 1) * 100)));
    await t.app.pool.query(
      `insert into user_settings (user_id, profile_visible) values ($1, false)
       on conflict (user_id) do update set profile_visible = false`,
      [players[11]!.id],
    );
    const top = await board('tetris');
    expect(top.better).toBe('higher');
    expect(top.entries.map((e) => e.score)).toEqual([1100, 1000, 900, 800, 700, 600, 500, 400, 300, 200]);
    expect(top.entries.map((e) => e.resident.id)).not.toContain(players[11]!.id);
  });
});

describe('bad inputs', () => {
  const slugs = ['', '%00', '..%2F..', 'SNAKE', "snake'--", 'a'.repeat(500), '%F0%9F%90%8D', 'snake%20'];
  it('never answer 5xx', async () => {
    const requests = [
      ...slugs.flatMap((s) => [
        call('POST', `/api/games/${s}/plays`),
        call('POST', `/api/games/${s}/scores`, residents[1], { score: 10 }),
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
