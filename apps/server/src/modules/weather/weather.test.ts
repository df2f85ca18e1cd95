import type { WeatherData } from '@portmarin/shared';
import { ERRORS } from '@portmarin/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { STUB_CURRENT } from '../../../test/providers/forecast.ts';
import { startStubProviders, type StubProviders } from '../../../test/providers/stub-server.ts';
import { addDays, townLocalTime } from '../../lib/town-time.ts';
import { fetchForecast, forecastRequestUrl } from './weather.provider.ts';
import { FORECAST_CACHE_KEY, getWeather } from './weather.service.ts';

const FORECAST = '/v1/forecast';
let stub: StubProviders;
let t: TestApp;

beforeAll(async () => {
  stub = await startStubProviders();
  t = await buildTestApp({ WEATHER_API_URL: `${stub.url}${FORECAST}`, WEATHER_CACHE_SECONDS: '600' });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(() => stub.setMode(FORECAST, 'ok'));

const call = caller(() => t);
const weather = async () => {
  const res = await call('GET', '/api/weather');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WeatherData;
};
/** The cached answer, as if fetched `minutes` ago. */
const ageCache = (minutes: number) =>
  t.app.pool.query('update provider_cache set fetched_at = $1', [new Date(Date.now() - minutes * 60_000)]);
const cachedRows = async () =>
  (await t.app.pool.query<{ key: string; fetched_at: Date }>('select key, fetched_at from provider_cache')).rows;

// In order: the first tests run with nothing cached.
describe('GET /api/weather', () => {
  it('answers 503 with a French message when the provider fails and nothing was ever cached', async () => {
    stub.fail(FORECAST, true);
    const res = await call('GET', '/api/weather');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'WEATHER_UNAVAILABLE', message: ERRORS.WEATHER_UNAVAILABLE.message },
    });
    expect(stub.hits(FORECAST)).toBe(1);
  });

  it('treats an answer that does not parse as a failure: nothing cached, still 503', async () => {
    stub.setMode(FORECAST, 'malformed');
    const res = await call('GET', '/api/weather');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('WEATHER_UNAVAILABLE');
    expect(await cachedRows()).toEqual([]);
  });

  it('asks the provider for the town, on its clock, and maps the answer for visitors', async () => {
    const before = Date.now();
    const data = await weather();

    const query = stub.lastQuery(FORECAST)!;
    expect(query.get('latitude')).toBe(String(t.app.town.coordinates.lat));
    expect(query.get('longitude')).toBe(String(t.app.town.coordinates.lon));
    expect(query.get('timezone')).toBe('Europe/Paris');
    // The stub, as Open-Meteo, answers only the variables asked for: the mapping below proves them asked.
    expect(query.get('forecast_days')).toBe('7');

    expect(data.stale).toBe(false);
    expect(Date.parse(data.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.current).toEqual({
      temperature: Math.round(STUB_CURRENT.temperature),
      condition: 'Partiellement nuageux',
      description: 'Ciel partiellement nuageux',
      feelsLike: Math.round(STUB_CURRENT.feelsLike),
      humidity: STUB_CURRENT.humidity,
      windSpeed: Math.round(STUB_CURRENT.windSpeed),
      windDirection: 'NO',
      visibility: 24.1,
      pressure: 1018,
      uvIndex: 3,
      sunrise: '08:21',
      sunset: '17:12',
      icon: 'partly-cloudy-day',
    });

    // 8 hours from the current one, town time.
    const local = townLocalTime(new Date());
    expect(data.hourly).toHaveLength(8);
    expect(data.hourly[0]!.time).toBe(`${local.slice(11, 13)}:00`);
    for (const hour of data.hourly) {
      expect(hour.time).toMatch(/^\d{2}:00$/);
      expect(typeof hour.temp).toBe('number');
      expect(hour.condition).not.toBe('');
      expect(hour.precipitation).toBeGreaterThanOrEqual(0);
    }

    // 7 days from today: Aujourd'hui, Demain, then weekdays.
    const today = local.slice(0, 10);
    expect(data.daily.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(today, i)));
    expect(data.daily.slice(0, 2).map((d) => d.day)).toEqual(["Aujourd'hui", 'Demain']);
    for (const day of data.daily.slice(2)) {
      expect(day.day).toMatch(/^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)$/);
    }
    expect(data.daily[0]).toMatchObject({ high: 15, low: 8, condition: 'Partiellement nuageux', precipitation: 0 });
    expect(data.daily[2]).toMatchObject({ condition: 'Pluie', icon: 'rain', precipitation: 30 });
    // A probability the provider leaves out stays unknown, not 0.
    expect(data.daily[6]).toMatchObject({ condition: 'Orage', icon: 'thunderstorm', precipitation: null });
  });

  it('serves the cache within its max age without asking the provider', async () => {
    const hits = stub.hits(FORECAST);
    const first = await weather();
    const second = await weather();
    expect(stub.hits(FORECAST)).toBe(hits);
    expect(second.fetchedAt).toBe(first.fetchedAt);
  });

  it('asks again once the cache is older than its max age', async () => {
    const hits = stub.hits(FORECAST);
    const before = await weather();
    await ageCache(11);
    const after = await weather();
    expect(stub.hits(FORECAST)).toBe(hits + 1);
    expect(after.stale).toBe(false);
    expect(Date.parse(after.fetchedAt)).toBeGreaterThan(Date.parse(before.fetchedAt));
  });

  it('serves the last data marked stale, with its time, while the provider fails', async () => {
    await ageCache(30);
    const [row] = await cachedRows();
    expect(row!.key).toBe(FORECAST_CACHE_KEY);

    stub.fail(FORECAST, true);
    const stale = await weather();
    expect(stale.stale).toBe(true);
    expect(stale.fetchedAt).toBe(row!.fetched_at.toISOString());
    expect(stale.current.temperature).toBe(Math.round(STUB_CURRENT.temperature));
    expect(stale.daily[0]!.day).toBe("Aujourd'hui");

    // A malformed answer is a failure too: the last data stay.
    stub.setMode(FORECAST, 'malformed');
    expect((await weather()).stale).toBe(true);

    // The provider is back: fresh data again.
    stub.fail(FORECAST, false);
    const fresh = await weather();
    expect(fresh.stale).toBe(false);
    expect(Date.parse(fresh.fetchedAt)).toBeGreaterThan(row!.fetched_at.getTime());
  });

  it('asks the provider once for requests arriving together', async () => {
    await ageCache(11);
    const hits = stub.hits(FORECAST);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/api/weather')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(stub.hits(FORECAST)).toBe(hits + 1);
  });

  it('takes no input: an unknown query or method is refused in French, never a 5xx', async () => {
    const odd = await call('GET', `/api/weather?lat=${'9'.repeat(5000)}`);
    expect(odd.statusCode).toBe(200);
    const post = await call('POST', '/api/weather', undefined, {});
    expect(post.statusCode).toBe(404);
    expect(post.json().error.message).toMatch(/[a-zé]/);
  });
});

describe('a provider that hangs', () => {
  it('is cut off by the timeout', async () => {
    stub.setMode(FORECAST, 'hang');
    const url = forecastRequestUrl(`${stub.url}${FORECAST}`, t.app.town.coordinates);
    const started = Date.now();
    await expect(fetchForecast(url, 200)).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leaves the last data served, marked stale', async () => {
    stub.setMode(FORECAST, 'hang');
    const source = { endpoint: `${stub.url}${FORECAST}`, coordinates: t.app.town.coordinates, timeoutMs: 200 };
    // maxAgeMs 0: the cache is always too old, so the provider is asked (and hangs).
    const data = await getWeather(t.app.pool, { ...source, maxAgeMs: 0 });
    expect(data.stale).toBe(true);
    expect(data.current.temperature).toBe(Math.round(STUB_CURRENT.temperature));
  });
});
