import { NEIGHBOUR_REPORT_TYPES, type NeighbourReportDetail } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';

/**
 * The GeoReport v2 field lists, written from the standard (wiki.open311.org/GeoReport_v2) rather than
 * imported from the app's schemas, so that a field the app drops or renames fails here.
 */
const GeoService = z.strictObject({
  service_code: z.string().min(1),
  service_name: z.string().min(1),
  description: z.string(),
  metadata: z.boolean(),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
const W3CDate = z.iso.datetime({ offset: true });
const GeoRequest = z.strictObject({
  // Required by the standard.
  service_request_id: z.string().min(1),
  status: z.enum(['open', 'closed']),
  service_code: z.string().min(1),
  requested_datetime: W3CDate,
  // Optional: present, possibly null.
  status_notes: z.string().nullable(),
  service_name: z.string().nullable(),
  description: z.string().nullable(),
  agency_responsible: z.string().nullable(),
  service_notice: z.string().nullable(),
  updated_datetime: W3CDate.nullable(),
  expected_datetime: W3CDate.nullable(),
  address: z.string().nullable(),
  address_id: z.string().nullable(),
  zipcode: z.string().nullable(),
  lat: z.number().min(-90).max(90).nullable(),
  long: z.number().min(-180).max(180).nullable(),
  media_url: z.url().nullable(),
});
const GeoErrors = z.array(z.strictObject({ code: z.number().int(), description: z.string().min(1) })).min(1);
const GeoCreated = z
  .array(
    z.strictObject({
      service_request_id: z.string().min(1),
      service_notice: z.string().nullable(),
      account_id: z.string().nullable(),
    }),
  )
  .length(1);

const KEY = 'cle-open311-de-la-mairie-2025';

let t: TestApp;
let resident: QuickResident;
let moderator: QuickResident;

beforeAll(async () => {
  t = await buildTestApp({ OPEN311_API_KEY: KEY });
  [resident, moderator] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/open311/v2/requests.json',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const json = (body: object) => t.app.inject({ method: 'POST', url: '/open311/v2/requests.json', payload: body });

async function residentReport(body: object): Promise<NeighbourReportDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/neighbour-reports',
    headers: { cookie: resident.cookie, origin: t.env.PUBLIC_URL },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as NeighbourReportDetail;
}

function expectGeoError(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const errors = GeoErrors.parse(JSON.parse(res.body));
  expect(errors[0]!.code).toBe(status);
}

describe('services.json', () => {
  it('lists one realtime service per report type, in the standard shape', async () => {
    const res = await get('/open311/v2/services.json');
    expect(res.statusCode).toBe(200);
    const services = z.array(GeoService).parse(res.json());
    expect(services.map((s) => s.service_code)).toEqual([...NEIGHBOUR_REPORT_TYPES]);
    expect(services.find((s) => s.service_code === 'eclairage')).toMatchObject({
      service_name: 'Éclairage public',
      metadata: false,
      type: 'realtime',
    });
  });
});

describe('requests.json and requests/{id}.json', () => {
  let lamp: NeighbourReportDetail;
  let noise: NeighbourReportDetail;
  beforeAll(async () => {
    lamp = await residentReport({
      type: 'eclairage',
      content: 'Lampadaire éteint quai des Pêcheurs',
      locationText: 'Quai des Pêcheurs',
      latitude: 47.7331,
      longitude: -3.3662,
    });
    noise = await residentReport({ type: 'nuisances', content: 'Musique forte la nuit', locationText: 'Rue Neuve' });
    await t.app.inject({
      method: 'POST',
      url: `/api/neighbour-reports/${noise.id}/status`,
      headers: { cookie: moderator.cookie, origin: t.env.PUBLIC_URL },
      payload: { status: 'resolu', note: 'Le voisin a été rencontré' },
    });
  });

  it('serves every report as a GeoReport request, without the reporter', async () => {
    const res = await get('/open311/v2/requests.json');
    expect(res.statusCode).toBe(200);
    const requests = z.array(GeoRequest).parse(res.json());
    expect(requests.find((r) => r.service_request_id === lamp.id)).toMatchObject({
      status: 'open',
      service_code: 'eclairage',
      service_name: 'Éclairage public',
      description: 'Lampadaire éteint quai des Pêcheurs',
      address: 'Quai des Pêcheurs',
      lat: 47.7331,
      long: -3.3662,
      agency_responsible: 'Mairie de Port-Marin',
    });
    expect(requests.find((r) => r.service_request_id === noise.id)).toMatchObject({
      status: 'closed',
      status_notes: 'Le voisin a été rencontré',
    });
    expect(res.body).not.toContain(resident.id);
    expect(res.body).not.toContain(resident.username);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('filters by ids (which override the rest), service_code, status and dates', async () => {
    const ids = z
      .array(GeoRequest)
      .parse((await get(`/open311/v2/requests.json?service_request_id=${lamp.id},${noise.id}&status=closed`)).json());
    expect(ids.map((r) => r.service_request_id).sort()).toEqual([lamp.id, noise.id].sort());

    const lights = z.array(GeoRequest).parse((await get('/open311/v2/requests.json?service_code=eclairage')).json());
    expect(lights.length).toBeGreaterThan(0);
    expect(lights.every((r) => r.service_code === 'eclairage')).toBe(true);

    const closed = z.array(GeoRequest).parse((await get('/open311/v2/requests.json?status=closed')).json());
    expect(closed.map((r) => r.service_request_id)).toEqual([noise.id]);
    const open = z.array(GeoRequest).parse((await get('/open311/v2/requests.json?status=open')).json());
    expect(open.map((r) => r.service_request_id)).not.toContain(noise.id);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await get(`/open311/v2/requests.json?start_date=${encodeURIComponent(future)}`);
    expect(none.json()).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const recent = z
      .array(GeoRequest)
      .parse(
        (
          await get(
            `/open311/v2/requests.json?start_date=${encodeURIComponent(past)}&end_date=${encodeURIComponent(future)}`,
          )
        ).json(),
      );
    expect(recent.map((r) => r.service_request_id)).toContain(lamp.id);
  });

  it('keeps to the last 90 days by default', async () => {
    const old = await residentReport({
      type: 'voirie',
      content: 'Ancien nid-de-poule',
      locationText: 'Route du Phare',
    });
    await t.app.pool.query(`update neighbour_reports set created_at = now() - interval '120 days' where id = $1`, [
      old.id,
    ]);
    const ids = z
      .array(GeoRequest)
      .parse((await get('/open311/v2/requests.json')).json())
      .map((r) => r.service_request_id);
    expect(ids).not.toContain(old.id);
    const since = new Date(Date.now() - 150 * 86_400_000).toISOString();
    const wider = z
      .array(GeoRequest)
      .parse((await get(`/open311/v2/requests.json?start_date=${encodeURIComponent(since)}`)).json())
      .map((r) => r.service_request_id);
    expect(wider).toContain(old.id);
  });

  it('serves one request as an array of one, and 404 in the GeoReport error shape', async () => {
    const res = await get(`/open311/v2/requests/${lamp.id}.json`);
    expect(res.statusCode).toBe(200);
    const one = z.array(GeoRequest).length(1).parse(res.json());
    expect(one[0]!.service_request_id).toBe(lamp.id);
    expectGeoError(await get('/open311/v2/requests/6f1c2b4e-1111-4a4a-8b8b-000000000000.json'), 404);
  });

  it.each([
    ['an odd id', '/open311/v2/requests/42.json'],
    ['an odd id in the list', '/open311/v2/requests.json?service_request_id=abc'],
    ['an unknown service', '/open311/v2/requests.json?service_code=incendie'],
    ['an unknown status', '/open311/v2/requests.json?status=pending'],
    ['a date that is not W3C', '/open311/v2/requests.json?start_date=hier'],
    [
      'dates in the wrong order',
      `/open311/v2/requests.json?start_date=2025-06-02T00:00:00Z&end_date=2025-06-01T00:00:00Z`,
    ],
    ['a NUL', '/open311/v2/requests.json?service_code=eclairage%00'],
  ])('answers %s with a 400 in the GeoReport error shape', async (_label, url) => {
    expectGeoError(await get(url), 400);
  });

  it('answers unknown Open311 paths with a GeoReport 404, not the web app', async () => {
    expectGeoError(await get('/open311/v2/discovery.xml'), 404);
    expectGeoError(await get('/open311/v2/requests/'), 404);
  });
});

describe('POST requests.json', () => {
  it('takes the standard form encoding and stores an anonymous report', async () => {
    const res = await form({
      api_key: KEY,
      service_code: 'dechets',
      lat: '47.7339',
      long: '-3.3655',
      address_string: 'Place du Marché',
      description: 'Conteneur à verre plein depuis lundi',
      media_url: 'https://mairie.example.fr/photos/verre.jpg',
      email: 'agent@mairie.example.fr',
      first_name: 'Anne',
      last_name: 'Le Bihan',
      phone: '0297000000',
      'attribute[WHISPER]': 'ignored',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [created] = GeoCreated.parse(res.json());
    const { rows } = await t.app.pool.query(
      `select user_id, type, title, content, location_text, latitude, longitude, image_url, status
       from neighbour_reports where id = $1`,
      [created!.service_request_id],
    );
    expect(rows[0]).toEqual({
      user_id: null,
      type: 'dechets',
      title: 'Déchets',
      content: 'Conteneur à verre plein depuis lundi',
      location_text: 'Place du Marché',
      latitude: 47.7339,
      longitude: -3.3655,
      image_url: 'https://mairie.example.fr/photos/verre.jpg',
      status: 'nouveau',
    });
    const back = await get(`/open311/v2/requests/${created!.service_request_id}.json`);
    const [request] = z.array(GeoRequest).parse(back.json());
    expect(request).toMatchObject({ status: 'open', media_url: 'https://mairie.example.fr/photos/verre.jpg' });
    for (const secret of ['agent@mairie.example.fr', 'Anne', 'Le Bihan', '0297000000']) {
      expect(back.body).not.toContain(secret);
    }
    // The residents' list shows it, anonymous like every report.
    const list = await t.app.inject({ method: 'GET', url: '/api/neighbour-reports' });
    expect(list.json().reports.find((r: { id: string }) => r.id === created!.service_request_id)).toMatchObject({
      author: null,
      mine: false,
    });
  });

  it('takes a form with its charset, and JSON numbers for the position', async () => {
    const charset = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: new URLSearchParams({
        api_key: KEY,
        service_code: 'voirie',
        address_string: 'Rue de l’Église',
        description: 'Pavés descellés',
      }).toString(),
    });
    expect(charset.statusCode, charset.body).toBe(201);
    const numbers = await json({
      api_key: KEY,
      service_code: 'voirie',
      lat: 47.7351,
      long: -3.3702,
      description: 'Trou',
    });
    expect(numbers.statusCode, numbers.body).toBe(201);
    const [created] = GeoCreated.parse(numbers.json());
    const [request] = z
      .array(GeoRequest)
      .parse((await get(`/open311/v2/requests/${created!.service_request_id}.json`)).json());
    expect(request).toMatchObject({ lat: 47.7351, long: -3.3702, address: null });
  });

  it('takes JSON too, with an address only', async () => {
    const res = await json({
      api_key: KEY,
      service_code: 'plage',
      address_string: 'Plage des Sables Blancs',
      description: 'Filet de pêche échoué',
    });
    expect(res.statusCode, res.body).toBe(201);
    GeoCreated.parse(res.json());
  });

  it.each([
    ['no api_key', { service_code: 'plage', address_string: 'Port', description: 'x' }],
    ['a wrong api_key', { api_key: 'wrong', service_code: 'plage', address_string: 'Port', description: 'x' }],
    ['a key one letter off', { api_key: `${KEY}x`, service_code: 'plage', address_string: 'Port', description: 'x' }],
  ])('refuses %s (403)', async (_label, fields) => {
    expectGeoError(await form(fields as Record<string, string>), 403);
  });

  it.each([
    ['no service_code', { api_key: KEY, address_string: 'Port', description: 'x' }],
    ['an unknown service_code', { api_key: KEY, service_code: 'incendie', address_string: 'Port', description: 'x' }],
    ['no location', { api_key: KEY, service_code: 'plage', description: 'x' }],
    ['lat without long', { api_key: KEY, service_code: 'plage', lat: '47.7', description: 'x' }],
    ['a lat that is not a number', { api_key: KEY, service_code: 'plage', lat: 'nord', long: '-3', description: 'x' }],
    ['a lat out of range', { api_key: KEY, service_code: 'plage', lat: '97', long: '-3', description: 'x' }],
    ['a blank description', { api_key: KEY, service_code: 'plage', address_string: 'Port', description: '  ' }],
    [
      'a huge description',
      { api_key: KEY, service_code: 'plage', address_string: 'Port', description: 'a'.repeat(4001) },
    ],
    [
      'a media_url that is not http',
      {
        api_key: KEY,
        service_code: 'plage',
        address_string: 'Port',
        description: 'x',
        media_url: 'javascript:alert(1)',
      },
    ],
    ['a NUL', { api_key: KEY, service_code: 'plage', address_string: 'Port\u0000', description: 'x' }],
  ])('refuses %s with a 400 in the GeoReport shape', async (_label, fields) => {
    expectGeoError(await form(fields as Record<string, string>), 400);
  });

  it('refuses bodies of other types (415) and broken JSON (400) in the GeoReport shape', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'text/xml' },
      payload: '<service_request/>',
    });
    expectGeoError(text, 415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/open311/v2/requests.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"api_key":',
    });
    expectGeoError(broken, 400);
  });

  it('keeps the form parser to Open311: the API still refuses forms (415)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/neighbour-reports',
      headers: {
        cookie: resident.cookie,
        origin: t.env.PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'type=plage&content=Algues',
    });
    expect(res.statusCode).toBe(415);
  });

  it('is closed when no key is configured (403)', async () => {
    const closed = await buildTestApp();
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/open311/v2/requests.json',
        payload: { api_key: '', service_code: 'plage', address_string: 'Port', description: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect(GeoErrors.parse(res.json())[0]!.code).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('throttles posts from one address (429 in the GeoReport shape)', async () => {
    const body = { api_key: KEY, service_code: 'proprete', address_string: 'Quai Ouest', description: 'Tag' };
    const results = [];
    for (let i = 0; i < 61; i++) results.push(await json(body));
    const last = results.at(-1)!;
    expectGeoError(last, 429);
  });
});
