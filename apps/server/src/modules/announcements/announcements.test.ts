import {
  ANNOUNCEMENTS_ATOM_PATH,
  ANNOUNCEMENTS_ICS_PATH,
  type Announcement,
  type AnnouncementsResponse,
  type PushPayload,
} from '@portmarin/shared';
import fc from 'fast-check';
import { parseAtomFeed } from 'feedsmith';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { townLocalTime } from '../../lib/town-time.ts';
import { createPushService, type PushDevice, type PushService, type PushTransport } from '../../plugins/push.ts';
import { canPublishAnnouncements } from './announcements.policy.ts';

let t: TestApp;
let reader: QuickResident;
let alice: QuickResident;
let bob: QuickResident;
let mairie: QuickResident;
let admin: QuickResident;
let moderator: QuickResident;

/** What the stand-in transport was asked to deliver. */
type Sent = { device: PushDevice; payload: PushPayload; urgent: boolean };
let sent: Sent[] = [];

/**
 * A push transport standing in for FCM/APNs: it takes the native devices, delivers those whose
 * token says so, and reports the others failed or gone, as the real services answer.
 */
const standIn: PushTransport = {
  handles: (device) => device.kind === 'native',
  async send(device, payload, { urgent }) {
    sent.push({ device, payload, urgent });
    if (device.endpoint.startsWith('gone-')) return 'gone';
    if (device.endpoint.startsWith('failing-')) return 'failed';
    return 'sent';
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  // The first one's session is read once by quickResidents: it stays a plain resident.
  [reader, alice, bob, mairie, admin, moderator] = (await quickResidents(t.app, 6)) as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  await t.app.pool.query(`update "user" set role = 'mairie' where id = $1`, [mairie.id]);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  const push: PushService = createPushService({
    sql: t.app.pool,
    log: t.app.log,
    vapid: { subject: 'mailto:test@portmarin.fr', publicKey: t.app.push.publicKey, privateKey: 'unused' },
    transports: [standIn],
  });
  // The app's push service, with the stand-in as its native transport.
  (t.app as { push: PushService }).push = push;
});
afterAll(async () => t?.close());

const resetThrottle = () => t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
beforeEach(async () => {
  await resetThrottle();
  sent = [];
});

const call = caller(() => t);

/** A moment `hours` from now on the town's clock, as the form's datetime-local field gives it. */
const inHours = (hours: number) => townLocalTime(new Date(Date.now() + hours * 3600_000));

const body = (over: object = {}) => ({
  category: 'Coupure',
  title: 'Coupure d’eau rue du Port',
  text: 'Remplacement d’une canalisation : pensez à faire des réserves.',
  location: 'Rue du Port',
  startsAt: inHours(-1),
  endsAt: inHours(5),
  ...over,
});

async function publish(over: object = {}, who: QuickResident = mairie): Promise<Announcement> {
  const res = await call('POST', '/api/announcements', who, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Announcement;
}

/** The announcement's row once its push went out (the answer does not wait for it). */
async function delivered(id: string): Promise<{ push_devices: number; push_failed: number }> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.app.pool.query<{ push_sent_at: Date | null; push_devices: number; push_failed: number }>(
      'select push_sent_at, push_devices, push_failed from announcements where id = $1',
      [id],
    );
    if (rows[0]?.push_sent_at) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the announcement was never delivered');
}

const list = async (who?: QuickResident, scope = 'current') => {
  const res = await call('GET', `/api/announcements?scope=${scope}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AnnouncementsResponse).announcements;
};

const ids = (announcements: Array<{ id: string }>) => announcements.map((a) => a.id);

describe('the mairie right', () => {
  it('belongs to mairie staff and admins, not to moderators or residents', () => {
    expect(canPublishAnnouncements({ role: 'mairie' })).toBe(true);
    expect(canPublishAnnouncements({ role: 'admin' })).toBe(true);
    expect(canPublishAnnouncements({ role: 'moderator' })).toBe(false);
    expect(canPublishAnnouncements({ role: 'user' })).toBe(false);
    expect(canPublishAnnouncements(null)).toBe(false);
  });

  it('lets the mairie publish as the town hall, named from the town file', async () => {
    const created = await publish();
    expect(created).toMatchObject({
      publisher: `Mairie de ${t.app.town.townName}`,
      category: 'Coupure',
      title: 'Coupure d’eau rue du Port',
      location: 'Rue du Port',
      status: 'current',
      canEdit: true,
    });
    expect(created.reach).toMatchObject({ opened: 0 });
  });

  it('lets an admin publish too', async () => {
    await publish({ title: 'Information des administrateurs', category: 'Information' }, admin);
  });

  it('refuses a resident and a moderator with 403, and a visitor with 401', async () => {
    for (const who of [alice, moderator]) {
      const res = await call('POST', '/api/announcements', who, body());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'MAIRIE_ONLY' } });
    }
    expect((await call('POST', '/api/announcements', undefined, body())).statusCode).toBe(401);
  });

  it('refuses edits and withdrawals by anyone without the right', async () => {
    const created = await publish();
    for (const who of [alice, moderator]) {
      expect((await call('PUT', `/api/announcements/${created.id}`, who, body({ title: 'Piraté' }))).statusCode).toBe(
        403,
      );
      expect((await call('POST', `/api/announcements/${created.id}/withdraw`, who)).statusCode).toBe(403);
    }
    const after = (await call('GET', `/api/announcements/${created.id}`, alice)).json() as Announcement;
    expect(after.title).toBe('Coupure d’eau rue du Port');
  });

  it('throttles publications', async () => {
    let status = 201;
    for (let i = 0; i < 25 && status === 201; i++) {
      status = (await call('POST', '/api/announcements', mairie, body({ category: 'Information' }))).statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('validation', () => {
  const refused = async (over: object, field: string) => {
    const res = await call('POST', '/api/announcements', mairie, body(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
  };

  it('requires a known category, a title and a text', async () => {
    await refused({ category: 'Fête' }, 'Catégorie inconnue');
    await refused({ title: '   ' }, 'Le titre est obligatoire');
    await refused({ text: '' }, 'Le texte est obligatoire');
  });

  it('refuses an end before the start, an impossible date and an end already past', async () => {
    await refused({ startsAt: inHours(5), endsAt: inHours(1) }, 'La fin de validité doit suivre le début');
    await refused({ startsAt: '2031-02-30T10:00' }, 'Date et heure invalides');
    await refused({ endsAt: '2031-01-01T24:00' }, 'Date et heure invalides');
    const res = await call('POST', '/api/announcements', mairie, body({ startsAt: inHours(-5), endsAt: inHours(-1) }));
    expect(res.json()).toMatchObject({ error: { code: 'ANNOUNCEMENT_ENDED' } });
  });

  it('answers any body with a creation or a French refusal, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            category: fc.oneof(fc.constantFrom('Alerte', 'Travaux', 'Information'), fc.string()),
            title: fc.string({ maxLength: 200 }),
            text: fc.string({ maxLength: 300 }),
            location: fc.oneof(fc.string({ maxLength: 250 }), fc.integer()),
            startsAt: fc.oneof(fc.constant(inHours(1)), fc.string({ maxLength: 20 })),
            endsAt: fc.oneof(fc.constant(inHours(3)), fc.string({ maxLength: 20 })),
            uploadId: fc.oneof(fc.uuid(), fc.constant(null), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (candidate) => {
          await resetThrottle();
          const res = await call('POST', '/api/announcements', mairie, candidate);
          expect([201, 400, 404]).toContain(res.statusCode);
          if (res.statusCode !== 201)
            expect((res.json() as { error: { message: string } }).error.message).toMatch(/\S/);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('reading', () => {
  it('pins only those valid now, the alerts first and then the latest started', async () => {
    const older = await publish({ category: 'Travaux', title: 'Travaux quai Nord', startsAt: inHours(-3) });
    const newer = await publish({ category: 'Circulation', title: 'Marché déplacé', startsAt: inHours(-1) });
    const alert = await publish({ category: 'Alerte', title: 'Vigilance orange tempête', startsAt: inHours(-4) });
    const upcoming = await publish({ title: 'Coupure de demain', startsAt: inHours(20), endsAt: inHours(30) });
    const current = ids(await list(reader));
    expect(current).toEqual(expect.arrayContaining([older.id, newer.id, alert.id]));
    expect(current).not.toContain(upcoming.id);
    expect(current[0]).toBe(alert.id);
    expect(current.indexOf(newer.id)).toBeLessThan(current.indexOf(older.id));
    // The screen lists the upcoming ones too.
    const all = await list(reader, 'all');
    expect(all.find((a) => a.id === upcoming.id)?.status).toBe('upcoming');
  });

  it('hides one whose validity has ended', async () => {
    const created = await publish();
    await t.app.pool.query(
      `update announcements set starts_at = now() - interval '2 days', ends_at = now() - interval '1 hour' where id = $1`,
      [created.id],
    );
    expect(ids(await list(reader))).not.toContain(created.id);
    expect(ids(await list(reader, 'all'))).not.toContain(created.id);
    // The mairie keeps it in its list, marked ended.
    expect((await list(mairie, 'all')).find((a) => a.id === created.id)?.status).toBe('ended');
  });

  it('is open to visitors, without the mairie’s figures', async () => {
    const created = await publish({ title: 'Lecture libre' });
    const visible = await list(undefined);
    expect(ids(visible)).toContain(created.id);
    const one = await call('GET', `/api/announcements/${created.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: created.id, canEdit: false, reach: null });
  });

  it('lets the mairie edit every field, and withdraw it from everyone but itself', async () => {
    const created = await publish();
    const edited = await call(
      'PUT',
      `/api/announcements/${created.id}`,
      mairie,
      body({ category: 'Travaux', title: 'Travaux prolongés', endsAt: inHours(48) }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ category: 'Travaux', title: 'Travaux prolongés', endsAtLocal: inHours(48) });

    const withdrawn = await call('POST', `/api/announcements/${created.id}/withdraw`, mairie);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect(ids(await list(reader))).not.toContain(created.id);
    expect((await call('GET', `/api/announcements/${created.id}`, reader)).statusCode).toBe(404);
    expect((await call('GET', `/api/announcements/${created.id}`, mairie)).json()).toMatchObject({
      status: 'withdrawn',
    });
  });
});

describe('delivery', () => {
  async function device(who: QuickResident, token: string) {
    const res = await call('POST', '/api/push/subscriptions', who, { kind: 'native', token, platform: 'android' });
    expect(res.statusCode, res.body).toBe(204);
  }

  beforeAll(async () => {
    await device(alice, 'alice-phone');
    await device(bob, 'bob-phone');
    await device(bob, 'failing-bob-tablet');
  });

  it('pushes an Alerte to every device at once, urgent, and stores the report', async () => {
    await device(reader, `gone-reader-${Date.now()}`);
    const alert = await publish({ category: 'Alerte', title: 'Vigilance orange : tempête cette nuit' });
    const report = await delivered(alert.id);
    const tokens = sent.map((s) => s.device.endpoint);
    expect(tokens).toEqual(expect.arrayContaining(['alice-phone', 'bob-phone', 'failing-bob-tablet']));
    expect(sent.every((s) => s.urgent)).toBe(true);
    expect(sent[0]!.payload).toMatchObject({
      title: `Mairie de ${t.app.town.townName} · Alerte`,
      body: 'Vigilance orange : tempête cette nuit',
      url: `/annonces/${alert.id}?source=push`,
    });
    // Every device counted; the failing one and the gone one failed (the gone one is removed).
    expect(report).toMatchObject({ push_devices: sent.length, push_failed: 2 });
    const reach = ((await call('GET', `/api/announcements/${alert.id}`, mairie)).json() as Announcement).reach;
    expect(reach).toMatchObject({ devices: sent.length, failed: 2 });
    expect(reach?.sentAt).not.toBeNull();
  });

  it('puts it in every resident’s notifications, without a second push', async () => {
    const alert = await publish({ category: 'Alerte', title: 'Route de la corniche fermée' });
    await delivered(alert.id);
    const { rows } = await t.app.pool.query<{ user_id: string; link: string }>(
      `select user_id, link from notifications where type = 'official_announcement' and link like $1`,
      [`/annonces/${alert.id}%`],
    );
    expect(rows.map((r) => r.user_id)).toEqual(expect.arrayContaining([reader.id, alice.id, bob.id, moderator.id]));
    expect(rows.map((r) => r.user_id)).not.toContain(mairie.id);
    // One push per device: the broadcast's.
    expect(sent.filter((s) => s.device.endpoint === 'alice-phone')).toHaveLength(1);
  });

  it('pushes other categories as normal pushes to the residents', async () => {
    const works = await publish({ category: 'Travaux', title: 'Travaux place de l’Église' });
    const report = await delivered(works.id);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => !s.urgent)).toBe(true);
    expect(report.push_devices).toBe(sent.length);
  });
});

describe('opens', () => {
  it('counts each resident once, and those who came from the push', async () => {
    const created = await publish({ category: 'Information' });
    const open = (who: QuickResident, source: string) =>
      call('POST', `/api/announcements/${created.id}/opens`, who, { source });
    expect((await open(alice, 'push')).statusCode).toBe(204);
    expect((await open(alice, 'feed')).statusCode).toBe(204);
    expect((await open(bob, 'feed')).statusCode).toBe(204);
    const reach = ((await call('GET', `/api/announcements/${created.id}`, mairie)).json() as Announcement).reach;
    expect(reach).toMatchObject({ opened: 2, openedFromPush: 1 });
  });

  it('refuses a visitor, an unknown source and an unknown announcement', async () => {
    const created = await publish({ category: 'Information' });
    const url = `/api/announcements/${created.id}/opens`;
    expect((await call('POST', url, undefined, { source: 'push' })).statusCode).toBe(401);
    expect((await call('POST', url, alice, { source: 'pigeon' })).statusCode).toBe(400);
    const unknown = await call('POST', '/api/announcements/00000000-0000-4000-8000-000000000000/opens', alice, {
      source: 'push',
    });
    expect(unknown.json()).toMatchObject({ error: { code: 'ANNOUNCEMENT_NOT_FOUND' } });
  });
});

describe('feeds', () => {
  const tricky = {
    category: 'Événement',
    title: 'Fête du port <gratuit> & concert',
    text: 'Buvette, crêpes; feu d’artifice à 23h, quai des Pêcheurs',
    location: 'Quai des Pêcheurs, Port',
  };

  it('serves an Atom feed a real parser reads, with absolute links and escaped text', async () => {
    const created = await publish({ ...tricky, startsAt: inHours(24), endsAt: inHours(30) });
    const withdrawn = await publish({ title: 'Retirée du flux' });
    await call('POST', `/api/announcements/${withdrawn.id}/withdraw`, mairie);

    const res = await call('GET', ANNOUNCEMENTS_ATOM_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtomFeed(res.body);
    expect(feed.title?.value).toBe(`Annonces de la Mairie de ${t.app.town.townName}`);
    expect(feed.updated).toBeTruthy();
    const url = `${t.env.PUBLIC_URL}/annonces/${created.id}`;
    const entry = feed.entries?.find((e) => e.id === url);
    expect(entry?.title?.value).toBe('Événement : Fête du port <gratuit> & concert');
    expect(entry?.links?.[0]?.href).toBe(url);
    expect(entry?.categories?.[0]?.term).toBe('Événement');
    expect(entry?.content?.value).toContain('Buvette, crêpes; feu d’artifice');
    expect(entry?.content?.value).toContain('Lieu : Quai des Pêcheurs, Port');
    expect(new Date(entry!.updated!).getTime()).toBeGreaterThan(0);
    expect(feed.entries?.map((e) => e.id)).not.toContain(`${t.env.PUBLIC_URL}/annonces/${withdrawn.id}`);
  });

  it('serves an iCalendar feed a real parser reads, with each announcement’s validity', async () => {
    const created = await publish({ ...tricky, startsAt: inHours(24), endsAt: inHours(30) });
    const res = await call('GET', ANNOUNCEMENTS_ICS_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545: CRLF line endings, lines folded at 75 octets, commas and semicolons escaped.
    expect(res.body.split('\r\n').length).toBeGreaterThan(5);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.body.replace(/\r\n /g, '')).toContain('LOCATION:Quai des Pêcheurs\\, Port');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevent = calendar
      .getAllSubcomponents('vevent')
      .find((v) => v.getFirstPropertyValue('url') === `${t.env.PUBLIC_URL}/annonces/${created.id}`);
    expect(vevent).toBeDefined();
    const event = new ICAL.Event(vevent!);
    expect(event.summary).toBe('Événement : Fête du port <gratuit> & concert');
    expect(event.location).toBe('Quai des Pêcheurs, Port');
    expect(event.description).toContain('Buvette, crêpes; feu d’artifice à 23h');
    expect(event.uid).toBe(`announcement-${created.id}@${new URL(t.env.PUBLIC_URL).host}`);
    expect(event.startDate.toJSDate().toISOString()).toBe(created.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(created.endsAt);
    expect(vevent!.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });
});

describe('pinning', () => {
  const pinnedOf = async (id: string) =>
    (await t.app.pool.query<{ pinned: boolean }>('select pinned from announcements where id = $1', [id])).rows[0]!
      .pinned;

  it('pins an announcement when the mairie asks, and not otherwise', async () => {
    const asked = await publish({ category: 'Travaux', title: 'Travaux épinglés', pinned: true });
    const plain = await publish({ category: 'Travaux', title: 'Travaux ordinaires' });
    expect(asked.pinned).toBe(true);
    expect(plain.pinned).toBe(false);
    const current = await list(reader);
    expect(current.find((a) => a.id === asked.id)?.pinned).toBe(true);
    expect(current.find((a) => a.id === plain.id)?.pinned).toBe(false);
  });

  it('pins an Alerte whatever is sent, on publication and on an edit', async () => {
    const alert = await publish({ category: 'Alerte', title: 'Tempête, non épinglée demandée', pinned: false });
    expect(alert.pinned).toBe(true);
    const notice = await publish({ category: 'Information', title: 'Devient une alerte', pinned: false });
    const edited = await call(
      'PUT',
      `/api/announcements/${notice.id}`,
      mairie,
      body({ category: 'Alerte', title: 'Devient une alerte', pinned: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ category: 'Alerte', pinned: true });
    expect(await pinnedOf(notice.id)).toBe(true);
  });

  it('keeps the choice on an edit that does not send it, and changes it on one that does', async () => {
    const created = await publish({ category: 'Circulation', title: 'Circulation épinglée', pinned: true });
    const url = `/api/announcements/${created.id}`;
    const kept = await call('PUT', url, mairie, body({ category: 'Circulation', title: 'Toujours épinglée' }));
    expect(kept.json()).toMatchObject({ pinned: true });
    const unpinned = await call('PUT', url, mairie, body({ category: 'Circulation', pinned: false }));
    expect(unpinned.json()).toMatchObject({ pinned: false });
  });

  it('is the mairie’s only: a resident’s or a moderator’s pinning is refused and changes nothing', async () => {
    const created = await publish({ category: 'Information', title: 'Pas pour les habitants' });
    for (const who of [alice, moderator]) {
      const res = await call('PUT', `/api/announcements/${created.id}`, who, body({ pinned: true }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'MAIRIE_ONLY' } });
    }
    expect(await pinnedOf(created.id)).toBe(false);
  });

  it('refuses a value that is not true or false, in French', async () => {
    for (const pinned of ['oui', 1, null]) {
      const res = await call('POST', '/api/announcements', mairie, body({ pinned }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('Valeur invalide');
    }
  });
});

describe('search', () => {
  type Found = { id: string; status: string; category: string };
  const search = async (q: string, who?: QuickResident): Promise<Found[]> => {
    // One kind, a long page: the file publishes many announcements with the same words.
    const res = await call('GET', `/api/search?q=${encodeURIComponent(q)}&kind=announcements&limit=50`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { announcements: Found[] }).announcements;
  };

  it('finds an announcement by a word of its title, text or place, accents ignored, for visitors too', async () => {
    const created = await publish({
      category: 'Coupure',
      title: 'Coupure d’électricité à Kervégan',
      text: 'Intervention sur le transformateur du lotissement.',
      location: 'Impasse des Goélands',
    });
    for (const q of ['Kervegan', 'transformateur', 'goelands', 'électricité Kervégan']) {
      expect(ids(await search(q)), q).toContain(created.id);
    }
    expect((await search('Kervégan', reader)).find((a) => a.id === created.id)).toMatchObject({
      status: 'current',
      category: 'Coupure',
    });
  });

  it('finds « Coupure d’eau » typed with a straight or a curly apostrophe', async () => {
    const created = await publish({ title: 'Coupure d’eau rue du Port' });
    for (const q of ["Coupure d'eau", 'Coupure d’eau', 'eau rue du port']) {
      expect(ids(await search(q)), q).toContain(created.id);
    }
  });

  it('lists the current ones first, an Alerte first among them, then those to come, then ended ones', async () => {
    const ended = await publish({ title: 'Marée noire à Penmarc’h, terminée' });
    await t.app.pool.query(
      `update announcements set starts_at = now() - interval '3 days', ends_at = now() - interval '1 day' where id = $1`,
      [ended.id],
    );
    const upcoming = await publish({
      title: 'Marée noire à Penmarc’h, nettoyage',
      startsAt: inHours(20),
      endsAt: inHours(30),
    });
    const current = await publish({ category: 'Information', title: 'Marée noire à Penmarc’h, point presse' });
    const alert = await publish({ category: 'Alerte', title: 'Marée noire à Penmarc’h', startsAt: inHours(-3) });
    const found = await search('Penmarc’h marée');
    expect(ids(found)).toEqual([alert.id, current.id, upcoming.id, ended.id]);
    expect(found.map((a) => a.status)).toEqual(['current', 'current', 'upcoming', 'ended']);
  });

  it('never finds a withdrawn announcement, not even for the mairie', async () => {
    const created = await publish({ title: 'Fermeture du port de Lanveur' });
    expect(ids(await search('Lanveur'))).toContain(created.id);
    await call('POST', `/api/announcements/${created.id}/withdraw`, mairie);
    for (const who of [undefined, reader, mairie]) {
      expect(ids(await search('Lanveur', who))).not.toContain(created.id);
    }
  });
});
