import type { SeaBeach, SeaPage, WaterNotice } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type Method, type TestApp } from '../../../test/helpers.ts';
import { STUB_MARINE, STUB_TIDE_EPOCH, STUB_TIDE_PERIOD_MS, marineAnswer } from '../../../test/providers/marine.ts';
import { startStubProviders, type StubProviders } from '../../../test/providers/stub-server.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { douglasSeaState, extractTides, MarineAnswer, readConditions, toMarineSeries } from './marine.ts';
import { seedSea as runSeed } from './sea.seed.ts';
import { canManageSea } from './sea.policy.ts';
import { MARINE_CACHE_KEY } from './sea.service.ts';

const HOUR = 60 * 60 * 1000;
const MARINE = '/v1/marine';

describe('sea state on the Douglas scale', () => {
  it.each([
    [0, 0, 'Calme'],
    [0.05, 1, 'Ridée'],
    [0.1, 2, 'Belle'],
    [0.49, 2, 'Belle'],
    [0.5, 3, 'Peu agitée'],
    [1.2, 3, 'Peu agitée'],
    [1.25, 4, 'Agitée'],
    [2.5, 5, 'Forte'],
    [3.99, 5, 'Forte'],
    [4, 6, 'Très forte'],
    [6, 7, 'Grosse'],
    [9, 8, 'Très grosse'],
    [14, 8, 'Très grosse'],
    [14.01, 9, 'Énorme'],
    [25, 9, 'Énorme'],
  ])('%s m is %s: %s', (height, degree, label) => {
    expect(douglasSeaState(height)).toEqual({ degree, label });
  });
});

describe('tides from the hourly sea level', () => {
  const start = Date.UTC(2026, 6, 1, 0, 0);
  const hours = Array.from({ length: 96 }, (_, i) => start + i * HOUR);
  const period = STUB_TIDE_PERIOD_MS;
  const firstHigh = start + 5 * HOUR + 20 * 60 * 1000;
  const level = (t: number) => 2 * Math.cos((2 * Math.PI * (t - firstHigh)) / period);

  it('finds each high and low water within minutes of the true turn, alternating, over 48 h', () => {
    const from = start + 2 * HOUR;
    const tides = extractTides(hours, hours.map(level), from);
    // From 02:00 to 50:00: highs at 05:20, 17:45, 30:10, 42:35; lows half a period after each.
    expect(tides.map((t) => t.type)).toEqual(['high', 'low', 'high', 'low', 'high', 'low', 'high', 'low']);
    tides.forEach((tide, k) => {
      const truth = firstHigh + (k * period) / 2;
      expect(Math.abs(Date.parse(tide.time) - truth), tide.time).toBeLessThanOrEqual(5 * 60 * 1000);
      expect(tide.height).toBeCloseTo(k % 2 === 0 ? 2 : -2, 1);
    });
    for (const tide of tides) {
      expect(Date.parse(tide.time)).toBeGreaterThan(from);
      expect(Date.parse(tide.time)).toBeLessThanOrEqual(from + 48 * HOUR);
    }
  });

  it('skips turns already past and hours the provider left out, and counts a flat top once', () => {
    const afterFirst = firstHigh + HOUR;
    const withGaps = hours.map((t, i) => (i % 7 === 3 ? null : level(t)));
    const tides = extractTides(hours, withGaps, afterFirst);
    expect(tides[0]!.type).toBe('low');
    expect(tides.every((t) => Date.parse(t.time) > afterFirst)).toBe(true);

    const flat = extractTides(
      [0, 1, 2, 3, 4].map((h) => start + h * HOUR),
      [0, 1, 1, 0, -1],
      start - 1,
    );
    expect(flat).toHaveLength(1);
    expect(flat[0]!.type).toBe('high');
    expect(extractTides([start, start + HOUR], [1, 2], start - 1)).toEqual([]);
  });

  it('reads the hour of now, falling back on the nearest value the provider gave', () => {
    const answer = MarineAnswer.parse(marineAnswer(new Date()));
    const series = toMarineSeries(answer);
    const now = Date.now();
    const i = series.times.findLastIndex((t) => t <= now);
    series.waterTemperature[i] = null;
    series.waveHeight = series.waveHeight.map(() => null);
    const read = readConditions(series, now);
    expect(read.waterTemperature).toBe(STUB_MARINE.waterTemperature);
    expect(read.seaState).toBeNull();
    expect(read.tides.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a provider answer with misaligned or mistyped series', () => {
    const good = marineAnswer(new Date()) as { hourly: Record<string, unknown[]> };
    expect(MarineAnswer.safeParse(good).success).toBe(true);
    const short = { hourly: { ...good.hourly, wave_height: good.hourly.wave_height!.slice(1) } };
    expect(MarineAnswer.safeParse(short).success).toBe(false);
    const text = { hourly: { ...good.hourly, sea_surface_temperature: good.hourly.time!.map(() => 'doux') } };
    expect(MarineAnswer.safeParse(text).success).toBe(false);
    expect(MarineAnswer.safeParse({ error: true, reason: 'Panne' }).success).toBe(false);
  });
});

describe('who manages the sea page', () => {
  it('admins only', () => {
    expect(canManageSea({ role: 'admin' })).toBe(true);
    expect(canManageSea({ role: 'moderator' })).toBe(false);
    expect(canManageSea({ role: 'user' })).toBe(false);
    expect(canManageSea(null)).toBe(false);
  });
});

// ------------------------------------------------------------------ through the API

let stub: StubProviders;
let t: TestApp;
let resident: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;
let otherAdmin: QuickResident;

beforeAll(async () => {
  stub = await startStubProviders();
  t = await buildTestApp({ MARINE_API_URL: `${stub.url}${MARINE}`, WEATHER_CACHE_SECONDS: '600' });
  [resident, moderator, admin, otherAdmin] = (await quickResidents(t.app, 4)) as QuickResident[] as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set role = 'admin' where id = any($1)`, [[admin.id, otherAdmin.id]]);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const call = caller(() => t);
const page = async (who?: QuickResident) => {
  const res = await call('GET', '/api/sea', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SeaPage;
};
const beach = (p: SeaPage, id: string) => p.beaches.find((b) => b.id === id)!;

async function logOf(targetType: string, targetId: string) {
  const { rows } = await t.app.pool.query(
    'select moderator_id, action, reason, details from moderation_log where target_type = $1 and target_id = $2 order by created_at',
    [targetType, targetId],
  );
  return rows;
}

describe('marine conditions from the provider, cached', () => {
  it('fetches once, then serves the cache while it is fresh', async () => {
    stub.reset();
    const first = await page();
    expect(stub.hits(MARINE)).toBe(1);
    const query = stub.lastQuery(MARINE)!;
    expect(query.get('latitude')).toBe(String(t.app.town.coordinates.lat));
    expect(query.get('hourly')!.split(',')).toEqual(
      expect.arrayContaining(['sea_level_height_msl', 'wave_height', 'sea_surface_temperature']),
    );
    expect(query.get('timezone')).toBe('Europe/Paris');

    expect(first.marineError).toBeNull();
    const marine = first.marine!;
    expect(marine).toMatchObject({ waterTemperature: 13.6, stale: false });
    expect(marine.seaState).toEqual({
      degree: 3,
      label: 'Peu agitée',
      waveHeight: 0.8,
      waveDirection: 285,
      wavePeriod: 7.5,
    });
    // The stub's tide: a high water at its epoch and every 12 h 25 min; a low water half-way.
    expect(marine.tides.length).toBeGreaterThanOrEqual(6);
    for (const tide of marine.tides) {
      const phase =
        (((Date.parse(tide.time) - STUB_TIDE_EPOCH) % STUB_TIDE_PERIOD_MS) + STUB_TIDE_PERIOD_MS) % STUB_TIDE_PERIOD_MS;
      const target = tide.type === 'high' ? 0 : STUB_TIDE_PERIOD_MS / 2;
      const off = Math.min(Math.abs(phase - target), STUB_TIDE_PERIOD_MS - Math.abs(phase - target));
      expect(off, tide.time).toBeLessThanOrEqual(10 * 60 * 1000);
      expect(Math.abs(tide.height)).toBeCloseTo(STUB_MARINE.tideAmplitude, 0);
      expect(Date.parse(tide.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(tide.time)).toBeLessThanOrEqual(Date.now() + 48 * HOUR + 60_000);
    }
    expect(marine.tides.map((x) => x.type).join()).not.toMatch(/(high,high|low,low)/);

    const second = await page(resident);
    expect(stub.hits(MARINE)).toBe(1);
    expect(second.marine!.fetchedAt).toBe(marine.fetchedAt);
  });

  it('keeps the last data, marked stale with its age, when the provider fails or answers nonsense', async () => {
    await page();
    await t.app.pool.query(`update provider_cache set fetched_at = now() - interval '2 hours' where key = $1`, [
      MARINE_CACHE_KEY,
    ]);
    const { rows } = await t.app.pool.query<{ at: Date }>(
      'select fetched_at as at from provider_cache where key = $1',
      [MARINE_CACHE_KEY],
    );
    stub.reset();
    stub.fail(MARINE, true);
    const failed = await page();
    expect(stub.hits(MARINE)).toBe(1);
    expect(failed.marine).toMatchObject({ stale: true, waterTemperature: 13.6 });
    expect(failed.marine!.fetchedAt).toBe(rows[0]!.at.toISOString());

    stub.setMode(MARINE, 'malformed');
    expect((await page()).marine).toMatchObject({ stale: true });

    stub.reset();
    const back = await page();
    expect(back.marine!.stale).toBe(false);
    expect(Date.parse(back.marine!.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('asks the provider once for visitors arriving together when the cache has expired', async () => {
    await t.app.pool.query(`update provider_cache set fetched_at = now() - interval '1 day' where key = $1`, [
      MARINE_CACHE_KEY,
    ]);
    stub.reset();
    const pages = await Promise.all(Array.from({ length: 8 }, () => page()));
    expect(stub.hits(MARINE)).toBe(1);
    expect(new Set(pages.map((p) => p.marine!.fetchedAt)).size).toBe(1);
    expect(pages.every((p) => !p.marine!.stale)).toBe(true);
  });

  it('with nothing cached and the provider down (or silent), still serves the flags and notices', async () => {
    const fresh = await buildTestApp({ MARINE_API_URL: `${stub.url}${MARINE}` });
    try {
      await fresh.app.pool.query(
        `insert into beach_flags (beach_id, colour, note) values ('grande-plage', 'red', 'Houle')`,
      );
      await fresh.app.pool.query(
        `insert into beach_water_notices (beach_id, level, title, body) values ('plage-du-phare', 'pollution', 'Algues', 'Baignade à éviter')`,
      );
      stub.reset();
      stub.fail(MARINE, true);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/sea' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as SeaPage;
      expect(body.marine).toBeNull();
      expect(body.marineError).toBe(
        'Les données marines sont momentanément indisponibles. Réessayez dans quelques minutes.',
      );
      expect(body.beaches.map((b) => b.id)).toEqual(['grande-plage', 'plage-du-phare', 'anse-des-pecheurs']);
      expect(body.beaches[0]!.flag).toMatchObject({ colour: 'red', note: 'Houle' });
      expect(body.beaches[1]!.notices).toEqual([expect.objectContaining({ level: 'pollution', title: 'Algues' })]);

      // A provider that never answers is cut off by the timeout, not waited for.
      stub.setMode(MARINE, 'hang');
      const started = Date.now();
      const hung = await fresh.app.inject({ method: 'GET', url: '/api/sea' });
      expect(hung.statusCode).toBe(200);
      expect((hung.json() as SeaPage).marine).toBeNull();
      expect(Date.now() - started).toBeLessThan(15_000);

      // The demo seed: each beach's season class, once, and never over a beach the town hall posted on.
      await runSeed(fresh.app);
      await runSeed(fresh.app);
      const { rows } = await fresh.app.pool.query<{ beach_id: string; level: string }>(
        'select beach_id, level from beach_water_notices order by beach_id',
      );
      expect(rows).toEqual([
        { beach_id: 'anse-des-pecheurs', level: 'good' },
        { beach_id: 'grande-plage', level: 'excellent' },
        { beach_id: 'plage-du-phare', level: 'pollution' },
      ]);
    } finally {
      stub.reset();
      await fresh.close();
    }
  }, 40_000);
});

describe('swimming flags', () => {
  const flag = (who: QuickResident | undefined, beachId: string, body: unknown) =>
    call('PUT', `/api/sea/beaches/${beachId}/flag`, who, body);

  it('are raised by admins only: 401 for visitors, 403 for residents and moderators', async () => {
    expect((await flag(undefined, 'grande-plage', { colour: 'red' })).statusCode).toBe(401);
    for (const who of [resident, moderator]) {
      const res = await flag(who, 'grande-plage', { colour: 'red' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SEA_ADMINS_ONLY');
    }
    expect(beach(await page(), 'grande-plage').flag).toBeNull();
  });

  it('an admin raises, changes and takes down a flag, each change logged', async () => {
    const raised = await flag(admin, 'anse-des-pecheurs', { colour: 'red', note: '  Fortes vagues  ' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json() as SeaBeach).toMatchObject({
      id: 'anse-des-pecheurs',
      name: 'Anse des Pêcheurs',
      flag: { colour: 'red', note: 'Fortes vagues' },
    });
    expect(beach(await page(resident), 'anse-des-pecheurs').flag).toMatchObject({ colour: 'red' });

    expect((await flag(otherAdmin, 'anse-des-pecheurs', { colour: 'green' })).json().flag).toMatchObject({
      colour: 'green',
      note: null,
    });
    const down = await flag(admin, 'anse-des-pecheurs', { colour: null });
    expect(down.statusCode).toBe(200);
    expect(down.json().flag).toBeNull();
    expect(beach(await page(), 'anse-des-pecheurs').flag).toBeNull();

    expect(await logOf('beach', 'anse-des-pecheurs')).toEqual([
      expect.objectContaining({
        moderator_id: admin.id,
        action: 'sea.flag.set',
        reason: 'Fortes vagues',
        details: { from: null, to: 'red' },
      }),
      expect.objectContaining({ moderator_id: otherAdmin.id, details: { from: 'red', to: 'green' } }),
      expect.objectContaining({
        moderator_id: admin.id,
        action: 'sea.flag.remove',
        details: { from: 'green', to: null },
      }),
    ]);
  });

  it('refuses unknown beaches (404) and bad input (400)', async () => {
    const missing = await flag(admin, 'plage-inconnue', { colour: 'green' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('BEACH_NOT_FOUND');
    for (const body of [
      { colour: 'blue' },
      {},
      { colour: 'red', note: 'x'.repeat(201) },
      { colour: 'red', note: 'a\u0000b' },
      { colour: ['red'] },
      { colour: 1 },
    ]) {
      expect((await flag(admin, 'grande-plage', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['GRANDE-PLAGE', 'x'.repeat(300), 'plage%20du', "'or'1'='1", '%C3%A9t%C3%A9']) {
      const res = await flag(admin, id, { colour: 'red' });
      expect([400, 404], id).toContain(res.statusCode);
    }
    expect(beach(await page(), 'grande-plage').flag).toBeNull();
  });
});

describe('water-quality notices', () => {
  const create = async (body: object = {}, who: QuickResident = admin) => {
    const res = await call('POST', '/api/sea/notices', who, {
      beachId: 'grande-plage',
      level: 'good',
      title: 'Qualité de l’eau : bonne',
      body: 'Analyses de l’ARS du 20 juin : eau de bonne qualité.',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WaterNotice;
  };
  const noticesOf = async (beachId: string) => beach(await page(), beachId).notices;

  it('are written by admins only', async () => {
    const body = { beachId: 'grande-plage', level: 'good', title: 'Titre', body: 'Texte' };
    expect((await call('POST', '/api/sea/notices', undefined, body)).statusCode).toBe(401);
    for (const who of [resident, moderator]) {
      expect((await call('POST', '/api/sea/notices', who, body)).statusCode).toBe(403);
    }
    const notice = await create();
    for (const [method, payload] of [
      ['PATCH', { title: 'Piraté' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, `/api/sea/notices/${notice.id}`, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, `/api/sea/notices/${notice.id}`, resident, payload)).statusCode).toBe(403);
      expect((await call(method, `/api/sea/notices/${notice.id}`, moderator, payload)).statusCode).toBe(403);
    }
    expect((await noticesOf('grande-plage')).find((n) => n.id === notice.id)).toMatchObject({
      title: 'Qualité de l’eau : bonne',
    });
  });

  it('show on their beach, newest first, until they end; editing and ending are logged', async () => {
    const older = await create({ beachId: 'plage-du-phare', level: 'excellent', title: 'Eau excellente' });
    const alert = await create({
      beachId: 'plage-du-phare',
      level: 'not_advised',
      title: 'Baignade déconseillée après l’orage',
      endsAt: new Date(Date.now() + 2 * 24 * HOUR).toISOString(),
    });
    expect((await noticesOf('plage-du-phare')).map((n) => n.id)).toEqual([alert.id, older.id]);

    const edited = await call('PATCH', `/api/sea/notices/${alert.id}`, admin, { level: 'pollution', body: 'Rejet' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ level: 'pollution', body: 'Rejet', title: alert.title });

    const ended = await call('DELETE', `/api/sea/notices/${alert.id}`, admin);
    expect(ended.statusCode).toBe(204);
    expect((await noticesOf('plage-du-phare')).map((n) => n.id)).toEqual([older.id]);
    const again = await call('DELETE', `/api/sea/notices/${alert.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WATER_NOTICE_ENDED');

    // Reopened by giving it an end ahead again.
    const reopened = await call('PATCH', `/api/sea/notices/${alert.id}`, admin, { endsAt: null });
    expect(reopened.json().endsAt).toBeNull();
    expect((await noticesOf('plage-du-phare')).map((n) => n.id)).toContain(alert.id);

    expect((await logOf('beach_water_notice', alert.id)).map((r) => r.action)).toEqual([
      'sea.notice.create',
      'sea.notice.update',
      'sea.notice.end',
      'sea.notice.update',
    ]);
  });

  it('hide once their end date has passed', async () => {
    const notice = await create({
      beachId: 'anse-des-pecheurs',
      endsAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await noticesOf('anse-des-pecheurs')).map((n) => n.id)).toContain(notice.id);
    await t.app.pool.query(`update beach_water_notices set ends_at = now() - interval '1 minute' where id = $1`, [
      notice.id,
    ]);
    expect((await noticesOf('anse-des-pecheurs')).map((n) => n.id)).not.toContain(notice.id);
  });

  it('refuse bad input with a French 400, unknown beaches and notices with a 404', async () => {
    const { rows: before } = await t.app.pool.query<{ n: number }>(
      'select count(*)::int as n from beach_water_notices',
    );
    const base = { beachId: 'grande-plage', level: 'good', title: 'Titre', body: 'Texte' };
    const cases: object[] = [
      { ...base, title: '   ' },
      { ...base, body: '' },
      { ...base, title: 'x'.repeat(121) },
      { ...base, body: 'x'.repeat(2001) },
      { ...base, level: 'moyenne' },
      { ...base, endsAt: 'demain' },
      { ...base, endsAt: new Date(Date.now() - HOUR).toISOString() },
      { ...base, endsAt: new Date(Date.now() + 800 * 24 * HOUR).toISOString() },
      { ...base, title: 42 },
      { ...base, beachId: 'Grande Plage' },
      { level: 'good', title: 'Titre', body: 'Texte' },
    ];
    for (const body of cases) {
      const res = await call('POST', '/api/sea/notices', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await call('POST', '/api/sea/notices', admin, {
      ...base,
      endsAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(past.json().error.message).toBe('La date de fin doit être dans le futur.');
    const blank = await call('POST', '/api/sea/notices', admin, { ...base, title: ' ' });
    expect(blank.json().error.message).toContain('Veuillez remplir le titre et le texte de l’avis.');
    const unknown = await call('POST', '/api/sea/notices', admin, { ...base, beachId: 'plage-inconnue' });
    expect(unknown.statusCode).toBe(404);
    const { rows: after } = await t.app.pool.query<{ n: number }>('select count(*)::int as n from beach_water_notices');
    expect(after[0]!.n).toBe(before[0]!.n);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/sea/notices/${missing}`, otherAdmin, { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sea/notices/${missing}`, otherAdmin)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/sea/notices/${missing}`, otherAdmin, {})).statusCode).toBe(400);
  });

  it('never answer 5xx to odd ids, paths and bodies', async () => {
    const ids = [
      'abc',
      '1',
      '0',
      '-1',
      'null',
      '%00',
      '%FF',
      'x'.repeat(2000),
      '../../etc',
      '00000000-0000-0000-0000-00000000000g',
    ];
    const attempts: [Method, string, unknown][] = [];
    for (const id of ids) {
      attempts.push(['PATCH', `/api/sea/notices/${id}`, { title: 'x' }]);
      attempts.push(['DELETE', `/api/sea/notices/${id}`, undefined]);
      attempts.push(['PUT', `/api/sea/beaches/${id}/flag`, { colour: 'red' }]);
    }
    attempts.push(['POST', '/api/sea/notices', 'pas du JSON']);
    attempts.push(['POST', '/api/sea/notices', [1, 2, 3]]);
    attempts.push(['PUT', '/api/sea/beaches/grande-plage/flag', { colour: 'red', note: { $gt: '' } }]);
    attempts.push(['GET', '/api/sea?x=%00', undefined]);
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, otherAdmin, body);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
