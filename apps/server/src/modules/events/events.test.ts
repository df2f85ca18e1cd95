import type { CalendarFeed, EventsPage, TownEvent } from '@portmarin/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { canEditEvent } from './events.policy.ts';
import { sendEventReminders } from './events.service.ts';

let t: TestApp;
let residents: QuickResident[];
let alice: QuickResident;
let bob: QuickResident;
let carol: QuickResident;
let moderator: QuickResident;
let suspended: QuickResident;
let crowd: QuickResident[];

beforeAll(async () => {
  t = await buildTestApp();
  residents = await quickResidents(t.app, 30);
  [alice, bob, carol, moderator, suspended] = residents as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  crowd = residents.slice(5);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set suspended_until = now() + interval '7 days' where id = $1`, [suspended.id]);
});
afterAll(async () => t?.close());

// Each test starts with fresh write limits: they are tested where they matter, not tripped by setup.
const resetThrottle = () => t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
beforeEach(resetThrottle);

const call = caller(() => t);

/** A date `days` from now, as the form's date field gives it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function create(who: QuickResident, body: object = {}): Promise<TownEvent> {
  const res = await call('POST', '/api/events', who, {
    title: 'Fest-noz sur le port',
    date: inDays(10),
    time: '20:30',
    location: 'Quai des Pêcheurs',
    category: 'Musique',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TownEvent;
}

const join = (who: QuickResident | undefined, id: string) => call('POST', `/api/events/${id}/participation`, who);
const leave = (who: QuickResident | undefined, id: string) => call('DELETE', `/api/events/${id}/participation`, who);

async function exactCount(id: string) {
  const { rows } = await t.app.pool.query<{ counted: number; rows: number }>(
    `select e.attendees_count as counted, (select count(*) from event_participants p where p.event_id = e.id)::int as rows
     from events e where e.id = $1`,
    [id],
  );
  return rows[0]!;
}

async function notificationsOf(userId: string, type: string): Promise<{ content: string; link: string }[]> {
  const { rows } = await t.app.pool.query<{ content: string; link: string }>(
    'select content, link from notifications where user_id = $1 and type = $2 order by created_at',
    [userId, type],
  );
  return rows;
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
    prop: (name: string) => vevent.getFirstPropertyValue(name),
  }));
}

describe('creating an event', () => {
  it('stores it with its date and time read in Europe/Paris, no places limit by default', async () => {
    const event = await create(alice, { date: '2030-07-14', time: '21:15', description: '  Crêpes  ' });
    expect(event).toMatchObject({
      title: 'Fest-noz sur le port',
      date: '2030-07-14',
      time: '21:15',
      location: 'Quai des Pêcheurs',
      category: 'Musique',
      description: 'Crêpes',
      capacity: null,
      attendeesCount: 0,
      forMeetingPeople: false,
      cancelled: false,
      past: false,
      full: false,
      participating: false,
      canEdit: true,
    });
    // Summer time in Paris is UTC+2.
    expect(event.startsAt).toBe('2030-07-14T19:15:00.000Z');
    expect(event.organizer).toMatchObject({ id: alice.id, username: alice.username });
  });

  it('refuses bad, past, huge or mistyped fields with a French 400, visitors (401) and the suspended (403)', async () => {
    const base = { title: 'x', date: inDays(3), time: '10:00', location: 'Port', category: 'Tech' };
    const cases: [object, string | null][] = [
      [{ ...base, title: '   ' }, 'Le titre est obligatoire.'],
      [{ ...base, date: '' }, 'La date est obligatoire.'],
      [{ ...base, date: '2030-02-31' }, 'Date invalide.'],
      [{ ...base, time: '25:00' }, 'Heure invalide.'],
      [{ ...base, location: '' }, 'Le lieu est obligatoire.'],
      [{ ...base, date: inDays(-2) }, "La date et l'heure de l'événement doivent être à venir."],
      [{ ...base, category: 'Tous' }, 'Catégorie inconnue.'],
      [{ ...base, capacity: 0 }, null],
      [{ ...base, capacity: 2.5 }, null],
      [{ ...base, capacity: '10' }, null],
      [{ ...base, title: 'x'.repeat(121) }, null],
      [{ ...base, description: 'x'.repeat(100_000) }, null],
      [{ ...base, title: 'a\u0000b' }, null],
      [{ ...base, uploadId: 'not-an-id' }, null],
      [{ ...base, forMeetingPeople: 'oui' }, null],
    ];
    for (const [body, message] of cases) {
      await resetThrottle();
      const res = await call('POST', '/api/events', alice, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(res.json().error.message).toContain(message);
    }
    // Someone else's photo, or none at that id: the photo is refused.
    const photo = await call('POST', '/api/events', alice, { ...base, uploadId: crypto.randomUUID() });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().error.code).toBe('UPLOAD_NOT_FOUND');
    expect((await call('POST', '/api/events', undefined, base)).statusCode).toBe(401);
    expect((await call('POST', '/api/events', suspended, base)).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('Découvrir: upcoming, not cancelled, soonest first, by category, in keyset pages; the own tabs need a session', async () => {
    const organizer = crowd[0]!;
    const made: TownEvent[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await create(organizer, { title: `Tournoi ${i}`, date: inDays(40 + i), category: 'Sport' }));
    }
    const cancelled = await create(organizer, { title: 'Annulé', date: inDays(41), category: 'Sport' });
    expect((await call('POST', `/api/events/${cancelled.id}/cancel`, organizer)).statusCode).toBe(200);
    const past = await create(organizer, { title: 'Passé', date: inDays(42), category: 'Sport' });
    await t.app.pool.query(`update events set starts_at = now() - interval '1 day' where id = $1`, [past.id]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'GET',
        `/api/events?category=Sport&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        undefined,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as EventsPage;
      seen.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((e) => e.id));

    const mine = (await call('GET', '/api/events?tab=mine&limit=50', organizer)).json() as EventsPage;
    expect(mine.events.map((e) => e.title)).toEqual(expect.arrayContaining(['Annulé', 'Passé', 'Tournoi 0']));
    expect((await call('GET', '/api/events?tab=mine', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/events?tab=participations', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/events?category=Tous', undefined)).statusCode).toBe(400);
    expect((await call('GET', '/api/events?cursor=%27%3B', undefined)).statusCode).toBe(400);
    expect((await call('GET', '/api/events?cursor=bm9wZXxub3Bl', undefined)).statusCode).toBe(400);
  });

  it('answers 400 to an odd id and 404 to an unknown one', async () => {
    expect((await call('GET', '/api/events/123', undefined)).statusCode).toBe(400);
    expect((await call('GET', `/api/events/${crypto.randomUUID()}`, undefined)).statusCode).toBe(404);
    expect((await join(bob, 'nope')).statusCode).toBe(400);
    expect((await join(bob, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('RSVP', () => {
  it('2N simultaneous requests for N places leave exactly N participants; the others get a French 409', async () => {
    const places = 10;
    const event = await create(alice, { title: 'Atelier numérique', capacity: places, category: 'Tech' });
    const answers = await Promise.all(crowd.slice(0, 2 * places).map((who) => join(who, event.id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const full = answers.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(places);
    expect(full).toHaveLength(places);
    for (const r of full) {
      expect(r.json().error).toEqual({
        code: 'EVENT_FULL',
        message: 'Cet événement est complet : il ne reste plus de place.',
      });
    }
    expect(await exactCount(event.id)).toEqual({ counted: places, rows: places });
    const read = (await call('GET', `/api/events/${event.id}`, undefined)).json() as TownEvent;
    expect(read).toMatchObject({ attendeesCount: places, full: true });
  });

  it('joins once however often clicked, notifies the organiser once, and leaves', async () => {
    const event = await create(alice, { title: 'Concert au kiosque' });
    const clicks = await Promise.all([join(bob, event.id), join(bob, event.id), join(bob, event.id)]);
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(clicks[0]!.json()).toMatchObject({ participating: true, attendeesCount: 1 });
    expect(await exactCount(event.id)).toEqual({ counted: 1, rows: 1 });
    const joined = (await notificationsOf(alice.id, 'event_joined')).filter((n) => n.content === 'Concert au kiosque');
    expect(joined).toEqual([{ content: 'Concert au kiosque', link: `/event/${event.id}` }]);

    const participations = (await call('GET', '/api/events?tab=participations', bob)).json() as EventsPage;
    expect(participations.events.map((e) => e.id)).toContain(event.id);

    const left = await leave(bob, event.id);
    expect(left.json()).toMatchObject({ participating: false, attendeesCount: 0 });
    expect((await leave(bob, event.id)).json()).toMatchObject({ attendeesCount: 0 });
    expect(await exactCount(event.id)).toEqual({ counted: 0, rows: 0 });
    expect((await join(undefined, event.id)).statusCode).toBe(401);
    expect((await join(suspended, event.id)).statusCode).toBe(403);
  });

  it('refuses a past or cancelled event (409), and a hidden one reads as missing', async () => {
    const past = await create(alice, { title: 'Déjà passé' });
    await t.app.pool.query(`update events set starts_at = now() - interval '1 hour' where id = $1`, [past.id]);
    const pastRes = await join(bob, past.id);
    expect(pastRes.statusCode).toBe(409);
    expect(pastRes.json().error.code).toBe('EVENT_PAST');

    const cancelled = await create(alice, { title: 'Sera annulé' });
    await call('POST', `/api/events/${cancelled.id}/cancel`, alice);
    const cancelledRes = await join(bob, cancelled.id);
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json().error.code).toBe('EVENT_CANCELLED');

    const hidden = await create(alice, { title: 'Masqué' });
    await t.app.pool.query('update events set hidden_at = now() where id = $1', [hidden.id]);
    expect((await join(bob, hidden.id)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${hidden.id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${hidden.id}/ics`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${hidden.id}`, alice)).json()).toMatchObject({ hidden: true });
    expect((await call('GET', `/api/events/${hidden.id}`, moderator)).statusCode).toBe(200);
    for (const e of [past, cancelled, hidden]) expect(await exactCount(e.id)).toEqual({ counted: 0, rows: 0 });
  });
});

describe('editing and cancelling', () => {
  it('the organiser edits; participants are told; places never drop below those already in', async () => {
    const event = await create(alice, { title: 'Marché de Noël', capacity: 5 });
    await join(bob, event.id);
    await join(carol, event.id);
    const body = {
      title: 'Marché de Noël (nouvel horaire)',
      date: inDays(11),
      time: '18:00',
      location: 'Place du Port',
      category: 'Culture',
      capacity: 3,
      description: 'Vin chaud offert',
    };
    const res = await call('PUT', `/api/events/${event.id}`, alice, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: body.title, time: '18:00', category: 'Culture', capacity: 3 });
    for (const who of [bob, carol]) {
      expect(await notificationsOf(who.id, 'event_updated')).toContainEqual({
        content: body.title,
        link: `/event/${event.id}`,
      });
    }
    expect(await notificationsOf(alice.id, 'event_updated')).toEqual([]);

    const tooLow = await call('PUT', `/api/events/${event.id}`, alice, { ...body, capacity: 1 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().error.code).toBe('EVENT_CAPACITY_TOO_LOW');
    const other = await call('PUT', `/api/events/${event.id}`, bob, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('EVENT_ORGANIZER_ONLY');
    expect((await call('POST', `/api/events/${event.id}/cancel`, bob)).statusCode).toBe(403);
    expect((await call('PUT', `/api/events/${event.id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/events/${crypto.randomUUID()}`, alice, body)).statusCode).toBe(404);
    expect((await call('PUT', `/api/events/${event.id}`, alice, { ...body, date: inDays(-1) })).statusCode).toBe(400);
  });

  it('a moderator may edit or cancel, logged; a cancelled event tells its participants and takes no edit', async () => {
    const event = await create(alice, { title: 'Vide-grenier' });
    await join(bob, event.id);
    const edit = await call('PUT', `/api/events/${event.id}`, moderator, {
      title: 'Vide-grenier du quai',
      date: inDays(10),
      time: '08:00',
      location: 'Quai',
      category: 'Culture',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const cancel = await call('POST', `/api/events/${event.id}/cancel`, moderator);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ cancelled: true, canEdit: false });
    const { rows: log } = await t.app.pool.query<{ action: string; target_user_id: string }>(
      `select action, target_user_id from moderation_log where target_type = 'event' and target_id = $1 order by created_at`,
      [event.id],
    );
    expect(log).toEqual([
      { action: 'event.edit', target_user_id: alice.id },
      { action: 'event.cancel', target_user_id: alice.id },
    ]);
    expect(await notificationsOf(bob.id, 'event_cancelled')).toContainEqual({
      content: 'Vide-grenier du quai',
      link: `/event/${event.id}`,
    });
    const again = await call('POST', `/api/events/${event.id}/cancel`, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EVENT_CANCELLED');
    // The organiser's own changes are not moderation.
    const own = await create(alice, { title: 'Pique-nique' });
    await call('POST', `/api/events/${own.id}/cancel`, alice);
    const { rowCount } = await t.app.pool.query('select 1 from moderation_log where target_id = $1', [own.id]);
    expect(rowCount).toBe(0);
  });

  it('policy: organiser or moderator only', () => {
    expect(canEditEvent({ id: 'a', role: 'user' }, 'a')).toBe(true);
    expect(canEditEvent({ id: 'b', role: 'user' }, 'a')).toBe(false);
    expect(canEditEvent({ id: 'b', role: 'moderator' }, 'a')).toBe(true);
    expect(canEditEvent({ id: 'b', role: 'admin' }, 'a')).toBe(true);
    expect(canEditEvent(null, 'a')).toBe(false);
  });
});

describe('reminders the day before', () => {
  it('go once to participants within 24 h, not to a resident whose events switch is off', async () => {
    const soon = await create(carol, { title: 'Balade contée', date: inDays(5) });
    const later = await create(carol, { title: 'Plus tard', date: inDays(5) });
    for (const who of [alice, bob]) {
      await join(who, soon.id);
      await join(who, later.id);
    }
    await t.app.pool.query(
      `insert into user_settings (user_id, notify_events) values ($1, false)
       on conflict (user_id) do update set notify_events = false`,
      [bob.id],
    );
    await t.app.pool.query(`update events set starts_at = now() + interval '20 hours' where id = $1`, [soon.id]);
    expect(await sendEventReminders(t.app.pool, t.app.notifier)).toBeGreaterThanOrEqual(1);
    expect(await sendEventReminders(t.app.pool, t.app.notifier)).toBe(0);
    const reminded = (await notificationsOf(alice.id, 'event_reminder')).map((n) => n.content);
    expect(reminded.filter((c) => c === 'Balade contée')).toHaveLength(1);
    expect(reminded).not.toContain('Plus tard');
    expect(await notificationsOf(bob.id, 'event_reminder')).toEqual([]);
    await t.app.pool.query('update user_settings set notify_events = true where user_id = $1', [bob.id]);
  });
});

describe('iCalendar', () => {
  it('one VEVENT whose fields a parser reads back, a tricky title intact, the page URL in DESCRIPTION', async () => {
    const title = 'Concert, jazz; « été » à Port-Marin — ça swingue \\ fort';
    const description = 'Ligne une\nLigne deux, très longue '.repeat(8);
    const event = await create(alice, {
      title,
      description,
      date: '2031-01-15',
      time: '19:00',
      location: 'Salle, 2 rue du Môle; Port-Marin',
    });
    const res = await call('GET', `/api/events/${event.id}/ics`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    // RFC 5545: CRLF line ends, lines folded at 75 octets.
    expect(res.body).toContain('\r\n');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const [parsed, ...rest] = parseCalendar(res.body);
    expect(rest).toEqual([]);
    const url = `${t.env.PUBLIC_URL}/event/${event.id}`;
    expect(parsed!.event.summary).toBe(title);
    expect(parsed!.event.location).toBe('Salle, 2 rue du Môle; Port-Marin');
    expect(parsed!.event.description).toContain(url);
    expect(parsed!.event.description).toContain(description.trim());
    expect(parsed!.event.uid).toContain(event.id);
    expect(String(parsed!.prop('url'))).toBe(url);
    expect(parsed!.prop('dtstamp')).toBeTruthy();
    expect(parsed!.event.startDate.toJSDate().toISOString()).toBe('2031-01-15T18:00:00.000Z');
    expect(parsed!.prop('status')).toBe('CONFIRMED');

    await call('POST', `/api/events/${event.id}/cancel`, alice);
    const cancelled = parseCalendar((await call('GET', `/api/events/${event.id}/ics`, undefined)).body);
    expect(cancelled[0]!.prop('status')).toBe('CANCELLED');
    expect((await call('GET', `/api/events/${crypto.randomUUID()}/ics`, undefined)).statusCode).toBe(404);
  });

  it('the town feed lists every upcoming event, none past', async () => {
    const upcoming = await create(bob, { title: 'Feu d’artifice' });
    const past = await create(bob, { title: 'Fini' });
    await t.app.pool.query(`update events set starts_at = now() - interval '2 days' where id = $1`, [past.id]);
    const res = await call('GET', '/api/events/town.ics', undefined);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = parseCalendar(res.body).map((e) => e.event.uid);
    expect(uids.some((uid) => uid.startsWith(upcoming.id))).toBe(true);
    expect(uids.some((uid) => uid.startsWith(past.id))).toBe(false);
  });

  it('a private feed of participations at an unguessable URL, stored hashed, revocable', async () => {
    const resident = crowd[22] ?? carol;
    const joined = await create(alice, { title: 'Sortie kayak' });
    const notJoined = await create(alice, { title: 'Pas pour moi' });
    await join(resident, joined.id);

    expect((await call('GET', '/api/events/calendar', undefined)).statusCode).toBe(401);
    const first = (await call('GET', '/api/events/calendar', resident)).json() as CalendarFeed;
    expect((await call('GET', '/api/events/calendar', resident)).json()).toEqual(first);
    expect(first.publicUrl).toBe(`${t.env.PUBLIC_URL}/api/events/town.ics`);
    const url = new URL(first.privateUrl);
    const token = url.searchParams.get('token')!;
    // 256 bits, base64url: well over 128 bits of randomness.
    expect(token).toMatch(/^[\w-]{43}$/);
    const { rows } = await t.app.pool.query<{ token_hash: string; nonce: string }>(
      'select token_hash, nonce from calendar_feeds where user_id = $1',
      [resident.id],
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    const feed = await call('GET', `${url.pathname}${url.search}`, undefined);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const uids = parseCalendar(feed.body).map((e) => e.event.uid);
    expect(uids).toHaveLength(1);
    expect(uids[0]).toContain(joined.id);
    expect(uids[0]).not.toContain(notJoined.id);

    // Another resident's feed is another token.
    const other = (await call('GET', '/api/events/calendar', bob)).json() as CalendarFeed;
    expect(other.privateUrl).not.toBe(first.privateUrl);

    const reset = await call('POST', '/api/events/calendar/reset', resident);
    expect(reset.statusCode).toBe(200);
    const second = reset.json() as CalendarFeed;
    expect(second.privateUrl).not.toBe(first.privateUrl);
    const gone = await call('GET', `${url.pathname}${url.search}`, undefined);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('CALENDAR_FEED_NOT_FOUND');
    const fresh = new URL(second.privateUrl);
    expect((await call('GET', `${fresh.pathname}${fresh.search}`, undefined)).statusCode).toBe(200);
    expect((await call('GET', '/api/events/calendar', resident)).json()).toEqual(second);

    expect((await call('GET', '/api/events/calendar/feed.ics?token=guess', undefined)).statusCode).toBe(404);
    expect((await call('GET', '/api/events/calendar/feed.ics', undefined)).statusCode).toBe(400);
    expect((await call('GET', `/api/events/calendar/feed.ics?token=${'a'.repeat(5000)}`, undefined)).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/events/calendar/reset', undefined)).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('keeps attendees_count equal to the participants when one of them deletes their account', async () => {
    const [leaver] = await quickResidents(t.app, 1);
    const event = await create(alice, { title: 'Bal du 14 juillet' });
    await join(leaver!, event.id);
    await join(bob, event.id);
    expect(await exactCount(event.id)).toEqual({ counted: 2, rows: 2 });
    const res = await call('DELETE', '/api/account', leaver, { confirmEmail: `${leaver!.username}@example.fr` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exactCount(event.id)).toEqual({ counted: 1, rows: 1 });
  });
});
