import { SEARCH_KINDS, type SearchKind, type SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import type { AppModule } from '../../lib/app-module.ts';
import { MODULES } from '../ordered.ts';
import { encodeSearchCursor, searchParts } from './search.service.ts';

/**
 * The kinds of issue 30 (posts of groups and pages, events, listings, ideas, referendums): each
 * found by its words, accents and case ignored, and never shown to whoever may not read it.
 */

let t: TestApp;
let owner: VerifiedUser;
let member: QuickResident;
let outsider: QuickResident;
let moderator: QuickResident;

type Who = { cookie: string } | undefined;

async function search(q: string, who?: Who, extra = ''): Promise<SearchResults> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchResults;
}

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

async function insert(sqlText: string, values: unknown[]): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(`${sqlText} returning id`, values);
  return rows[0]!.id;
}

async function setHidden(table: string, id: string, hidden: boolean): Promise<void> {
  await t.app.pool.query(`update ${table} set hidden_at = ${hidden ? 'now()' : 'null'} where id = $1`, [id]);
}

const event = (title: string, opts: { description?: string; location?: string; days?: number } = {}) =>
  insert(
    `insert into events (title, description, location, category, starts_at, organizer_id)
     values ($1, $2, $3, 'Culture', now() + make_interval(days => $4), $5)`,
    [title, opts.description ?? '', opts.location ?? 'Salle des fêtes', opts.days ?? 7, member.id],
  );

const listing = (title: string, status: 'active' | 'inactive' | 'sold' = 'active', description = '') =>
  insert(
    `insert into marketplace_listings (seller_id, title, description, price_cents, category, condition, location, status)
     values ($1, $2, $3, 4500, 'Loisirs', 'Bon état', 'Port-Marin', $4)`,
    [member.id, title, description, status],
  );

let publicGroup: string;
let privateGroup: string;
let page: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createVerifiedUser(t.app, { name: 'Yvonne Le Bihan', username: 'yvonne_lb' });
  [member, outsider, moderator] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  publicGroup = (await make.group(t.app, member, { name: 'Randonneurs du Goëlo', isPrivate: false })).id;
  privateGroup = (await make.group(t.app, member, { name: 'Cercle fermé', isPrivate: true })).id;
  page = (await make.businessPage(t.app, owner, { name: 'Poissonnerie Le Gall', category: 'Commerce de détail' })).id;
});
afterAll(async () => t?.close());

describe('search: posts of groups and business pages', () => {
  let inPublic: string;
  let inPrivate: string;
  let onPage: string;
  beforeAll(async () => {
    inPublic = (await make.post(t.app, member, { content: 'Sortie au sémaphore dimanche', groupId: publicGroup })).id;
    inPrivate = (await make.post(t.app, member, { content: 'Sémaphore : le code du local', groupId: privateGroup })).id;
    onPage = (await make.post(t.app, owner, { content: 'Arrivage de homards du sémaphore', businessPageId: page })).id;
  });

  it("finds a public group's post and a page's post, with where they were written, for everyone", async () => {
    for (const who of [undefined, outsider]) {
      const found = await search('SEMAPHORE', who);
      expect(ids(found.placePosts).sort()).toEqual([inPublic, onPage].sort());
      expect(found.posts).toEqual([]);
    }
    const found = (await search('homards')).placePosts;
    expect(found).toEqual([
      expect.objectContaining({
        id: onPage,
        excerpt: 'Arrivage de homards du sémaphore',
        hasImage: false,
        // A page's post is signed by the page.
        signedBy: 'Poissonnerie Le Gall',
        place: { kind: 'business-page', id: page, name: 'Poissonnerie Le Gall' },
      }),
    ]);
    expect((await search('sortie')).placePosts[0]!.place).toEqual({
      kind: 'group',
      id: publicGroup,
      name: 'Randonneurs du Goëlo',
    });
  });

  it("gives a private group's posts to its members only", async () => {
    expect(ids((await search('semaphore', member)).placePosts)).toContain(inPrivate);
    expect(ids((await search('code local', member)).placePosts)).toEqual([inPrivate]);
    for (const who of [undefined, outsider, moderator]) {
      expect(ids((await search('code local', who)).placePosts)).toEqual([]);
      expect(ids((await search('semaphore', who)).placePosts)).not.toContain(inPrivate);
    }
  });

  it('leaves out a post a moderator hid, and the posts of a hidden group or page, but to their owners', async () => {
    await setHidden('posts', inPublic, true);
    try {
      expect(ids((await search('sortie', outsider)).placePosts)).toEqual([]);
      expect(ids((await search('sortie')).placePosts)).toEqual([]);
      expect(ids((await search('sortie', member)).placePosts)).toEqual([inPublic]);
      expect(ids((await search('sortie', moderator)).placePosts)).toEqual([inPublic]);
    } finally {
      await setHidden('posts', inPublic, false);
    }
    await setHidden('business_pages', page, true);
    try {
      expect(ids((await search('homards', outsider)).placePosts)).toEqual([]);
      expect(ids((await search('homards', owner)).placePosts)).toEqual([onPage]);
    } finally {
      await setHidden('business_pages', page, false);
    }
    await setHidden('groups', publicGroup, true);
    try {
      expect(ids((await search('sortie', outsider)).placePosts)).toEqual([]);
      // Its admin still reads it.
      expect(ids((await search('sortie', member)).placePosts)).toEqual([inPublic]);
    } finally {
      await setHidden('groups', publicGroup, false);
    }
  });
});

describe('search: events', () => {
  let concert: string;
  let cancelled: string;
  let past: string;
  beforeAll(async () => {
    concert = await event('Fest-noz de l’été', { description: 'Musique bretonne et crêpes', days: 3 });
    cancelled = await event('Fest-noz annulé', { days: 1 });
    await t.app.pool.query('update events set cancelled_at = now() where id = $1', [cancelled]);
    past = await event('Fest-noz d’hiver', { days: -30, location: 'Halle aux poissons' });
  });

  it('finds events by title, description or place, accents and case ignored', async () => {
    for (const q of ['fest noz', 'ETE', 'crepes', 'bretonne']) {
      expect(ids((await search(q)).events), q).toContain(concert);
    }
    expect(ids((await search('halle poissons', outsider)).events)).toEqual([past]);
    expect((await search('crepes')).events[0]).toEqual({
      id: concert,
      title: 'Fest-noz de l’été',
      startsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      location: 'Salle des fêtes',
      category: 'Culture',
      cancelled: false,
    });
  });

  it('lists the events to come first, a cancelled one marked after them', async () => {
    const found = (await search('fest noz')).events;
    expect(ids(found)).toEqual([concert, cancelled, past]);
    expect(found[1]!.cancelled).toBe(true);
  });

  it('leaves out an event a moderator hid, but to its organiser and the moderators', async () => {
    await setHidden('events', concert, true);
    try {
      expect(ids((await search('crepes')).events)).toEqual([]);
      expect(ids((await search('crepes', outsider)).events)).toEqual([]);
      expect(ids((await search('crepes', member)).events)).toEqual([concert]);
      expect(ids((await search('crepes', moderator)).events)).toEqual([concert]);
    } finally {
      await setHidden('events', concert, false);
    }
  });

  it('pages the events with their cursor', async () => {
    for (let i = 0; i < 7; i++) await event(`Balade contée ${i}`, { days: 10 + i });
    const first = await search('balade contee');
    expect(first.events).toHaveLength(5);
    const cursor = first.nextCursors.events!;
    expect(cursor).toEqual(expect.any(String));
    const next = await search('balade contee', undefined, `&kind=events&cursor=${cursor}`);
    expect(next.events).toHaveLength(2);
    expect(next.nextCursors.events).toBeNull();
    expect(new Set([...ids(first.events), ...ids(next.events)]).size).toBe(7);
  });
});

describe('search: marketplace listings', () => {
  it('finds listings on sale, then the sold ones marked; not those taken off sale', async () => {
    const onSale = await listing('Kayak de mer', 'active', 'Pagaie fournie');
    const sold = await listing('Kayak gonflable', 'sold');
    await listing('Kayak biplace', 'inactive');
    const found = (await search('KAYAK')).listings;
    expect(ids(found)).toEqual([onSale, sold]);
    expect(found[0]).toEqual({
      id: onSale,
      title: 'Kayak de mer',
      priceCents: 4500,
      pricePeriod: 'unique',
      location: 'Port-Marin',
      category: 'Loisirs',
      sold: false,
    });
    expect(found[1]!.sold).toBe(true);
    expect(ids((await search('pagaie', outsider)).listings)).toEqual([onSale]);
  });

  it('leaves out a listing a moderator hid, but to its seller and the moderators', async () => {
    const hidden = await listing('Planche à voile', 'active');
    await setHidden('marketplace_listings', hidden, true);
    expect(ids((await search('planche voile')).listings)).toEqual([]);
    expect(ids((await search('planche voile', outsider)).listings)).toEqual([]);
    expect(ids((await search('planche voile', member)).listings)).toEqual([hidden]);
    expect(ids((await search('planche voile', moderator)).listings)).toEqual([hidden]);
  });
});

describe('search: ideas and referendums', () => {
  it('finds ideas of the idea box by title or description', async () => {
    const idea = await insert(
      `insert into suggestions (user_id, title, description, category) values ($1, $2, $3, 'contenu')`,
      [member.id, 'Des bancs sur la jetée', 'Pour regarder les bateaux rentrer.'],
    );
    for (const q of ['jetee', 'BANCS', 'bateaux']) {
      expect((await search(q)).suggestions, q).toEqual([
        { id: idea, title: 'Des bancs sur la jetée', status: 'nouveau', votesCount: 0 },
      ]);
    }
  });

  it('finds published referendums, never a proposal waiting for the moderators', async () => {
    const referendum = await insert(
      `insert into referendums (title, question, description, category, ends_at, created_by)
       values ($1, $2, $3, 'Urbanisme', now() + interval '10 days', $4)`,
      ['Piétonnisation du quai', 'Faut-il fermer le quai aux voitures ?', 'Les étés seulement.', moderator.id],
    );
    await insert(
      `insert into referendum_proposals (proposed_by, title, question, description, category, ends_at)
       values ($1, $2, $3, $4, 'Urbanisme', now() + interval '10 days')`,
      [outsider.id, 'Quai fleuri', 'Fleurir le quai ?', 'Des jardinières.'],
    );
    for (const who of [undefined, outsider, moderator]) {
      const found = await search('quai', who);
      expect(found.referendums).toEqual([
        {
          id: referendum,
          title: 'Piétonnisation du quai',
          question: 'Faut-il fermer le quai aux voitures ?',
          endsAt: expect.any(String),
          closed: false,
        },
      ]);
    }
    expect((await search('jardinieres', outsider)).referendums).toEqual([]);
  });
});

describe('search: the kinds come from the modules', () => {
  it('is built from every module’s declared kinds, each kind once', () => {
    const parts = searchParts(MODULES);
    expect([...parts.keys()].sort()).toEqual([...SEARCH_KINDS].sort());
    const twice: AppModule = { name: 'copy', search: [parts.get('events')!] };
    expect(() => searchParts([...MODULES, twice])).toThrow("the search kind 'events' is declared twice");
    expect(() => searchParts(MODULES.filter((m) => m.name !== 'events'))).toThrow(
      'no module declares the search kind events',
    );
  });
});

describe('search: any query', () => {
  /** A small deterministic generator: the same odd inputs on every run. */
  function* oddQueries(count: number): Generator<string> {
    const pieces = [
      'a',
      'É',
      'ß',
      '\u0301',
      '東',
      '🦀',
      '%',
      '_',
      '\\',
      "'",
      '"',
      ':*',
      '&',
      '|',
      '!',
      '(',
      ')',
      '<->',
      ' ',
      '\t',
      '-',
      '0',
      '9',
      'ǅ',
      '\u200b',
      '\ufeff',
      ';',
      '--',
      '/*',
      'select',
      'or 1=1',
      '\u{10ffff}',
    ];
    let seed = 30;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < count; i++) {
      const length = 1 + (next() % 12);
      yield Array.from({ length }, () => pieces[next() % pieces.length]).join('');
    }
  }

  it('never answers a server error, whoever asks, whatever the kind', async () => {
    const kinds: Array<SearchKind | undefined> = [undefined, ...SEARCH_KINDS];
    let i = 0;
    for (const q of oddQueries(120)) {
      const who = [undefined, outsider, moderator][i % 3];
      const kind = kinds[i % kinds.length];
      const extra = kind ? `&kind=${kind}${i % 2 ? `&cursor=${encodeSearchCursor(kind, 5)}` : ''}` : '';
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
        headers: who ? { cookie: who.cookie } : {},
      });
      expect([200, 400], `${JSON.stringify(q)} ${extra}: ${res.body}`).toContain(res.statusCode);
      i++;
    }
  });
});
