import type { SearchKind, SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import { buildTestApp, caller, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import type { Sql } from '../../db/sql.ts';
import { syncSearchIndex } from './search-index.ts';
import { search as runSearch, searchParts } from './search.service.ts';

/**
 * The one search index (search_documents): every kind's visibility read from it, typos, and the
 * writes that keep it current (docs/decisions/0097-one-search-index.md).
 */

let t: TestApp;
const call = caller(() => t);
let owner: VerifiedUser;
let moderator: VerifiedUser;
let member: QuickResident;
let outsider: QuickResident;

type Who = { cookie: string } | undefined;

async function search(q: string, who?: Who, extra = ''): Promise<SearchResults> {
  const res = await call('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`, who);
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchResults;
}

/** The ids of `kind` that `q` finds for each reader. */
async function foundBy(kind: SearchKind, q: string, who: Who): Promise<string[]> {
  return ((await search(q, who))[kind] as Array<{ id: string }>).map((r) => r.id);
}

/** Who finds the row `id` of `kind` by `q`, among visitor, outsider, owner and moderator. */
async function readers(kind: SearchKind, q: string, id: string): Promise<string[]> {
  const who = { visitor: undefined, outsider, owner, moderator } as const;
  const found: string[] = [];
  for (const [name, reader] of Object.entries(who)) {
    if ((await foundBy(kind, q, reader)).includes(id)) found.push(name);
  }
  return found;
}

async function insert(sqlText: string, values: unknown[]): Promise<string> {
  const { rows } = await t.app.pool.query<{ id: string }>(`${sqlText} returning id`, values);
  return rows[0]!.id;
}

const hide = (targetType: string, targetId: string, action: 'hide' | 'restore' = 'hide') =>
  call('POST', '/api/moderation/content', moderator, { targetType, targetId, action, reason: 'Contrôle' });

async function documents(kind: SearchKind, rowId: string): Promise<number> {
  const { rows } = await t.app.pool.query<{ n: number }>(
    'select count(*)::int as n from search_documents where kind = $1 and row_id = $2',
    [kind, rowId],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createOwner();
  moderator = await make.staff(t.app, 'moderator');
  [member, outsider] = (await quickResidents(t.app, 2)) as [QuickResident, QuickResident];
});
afterAll(async () => t?.close());

const createOwner = () => make.resident(t.app, { name: 'Loïc Guénolé', username: 'loic_gue' });

describe('search index: each kind read with its visibility', () => {
  it('residents: an unverified e-mail is not listed; one a moderator hid, to themself and moderators', async () => {
    const id = await insert(
      `insert into "user" (id, name, email, email_verified) values ('unverified-1', 'Maëlys Trégunc', 'm@example.fr', false)`,
      [],
    );
    expect(await readers('residents', 'tregunc', id)).toEqual([]);
    await t.app.pool.query(`update "user" set email_verified = true where id = $1`, [id]);
    expect(await readers('residents', 'tregunc', id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
    await t.app.pool.query(`update "user" set hidden_at = now() where id = $1`, [owner.user.id]);
    try {
      expect(await readers('residents', 'guenole', owner.user.id)).toEqual(['owner', 'moderator']);
    } finally {
      await t.app.pool.query(`update "user" set hidden_at = null where id = $1`, [owner.user.id]);
    }
  });

  it('posts: a hidden post to its author and moderators; a hidden profile’s posts not to visitors', async () => {
    const post = await make.post(t.app, owner, { content: 'Goémon ramassé sur la grève' });
    await hide('post', post.id);
    expect(await readers('posts', 'goemon', post.id)).toEqual(['owner', 'moderator']);
    await hide('post', post.id, 'restore');
    await make.settings(t.app, owner, { privacy: { profileVisible: false } });
    try {
      expect(await readers('posts', 'goemon', post.id)).toEqual(['outsider', 'owner', 'moderator']);
    } finally {
      await make.settings(t.app, owner, { privacy: { profileVisible: true } });
    }
    expect(await readers('posts', 'goemon', post.id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
  });

  it('announcements: public, and a withdrawn one found by nobody', async () => {
    const id = await insert(
      `insert into announcements (category, title, text, location, starts_at, ends_at)
       values ('Travaux', 'Réfection du quai Duguay', 'Circulation alternée.', 'Quai Duguay', now(), now() + interval '3 days')`,
      [],
    );
    expect(await readers('announcements', 'duguay', id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
    await t.app.pool.query('update announcements set withdrawn_at = now() where id = $1', [id]);
    expect(await readers('announcements', 'duguay', id)).toEqual([]);
  });

  it('placePosts: a page’s post hidden with its page, to the page’s owner and moderators', async () => {
    const page = await make.businessPage(t.app, owner, { name: 'Cidrerie Kerouac', category: 'Commerce de détail' });
    const post = await make.post(t.app, owner, { content: 'Cidre bouché de la cidrerie', businessPageId: page.id });
    expect(await readers('placePosts', 'bouche', post.id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
    await hide('business-page', page.id);
    expect(await readers('placePosts', 'bouche', post.id)).toEqual(['owner', 'moderator']);
    await hide('business-page', page.id, 'restore');
  });

  it('events: a hidden event to its organiser and moderators', async () => {
    const id = await insert(
      `insert into events (title, description, location, category, starts_at, organizer_id)
       values ('Pardon de Sainte-Anne', '', 'Chapelle', 'Culture', now() + interval '5 days', $1)`,
      [owner.user.id],
    );
    await hide('event', id);
    expect(await readers('events', 'pardon', id)).toEqual(['owner', 'moderator']);
  });

  it('listings: one taken off sale is found by nobody; a hidden one by its seller and moderators', async () => {
    const id = await insert(
      `insert into marketplace_listings (seller_id, title, description, price_cents, category, condition, location, status)
       values ($1, 'Annexe en aluminium', '', 30000, 'Loisirs', 'Bon état', 'Port-Marin', 'inactive')`,
      [owner.user.id],
    );
    expect(await readers('listings', 'aluminium', id)).toEqual([]);
    await t.app.pool.query(`update marketplace_listings set status = 'active' where id = $1`, [id]);
    expect(await readers('listings', 'aluminium', id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
    await hide('listing', id);
    expect(await readers('listings', 'aluminium', id)).toEqual(['owner', 'moderator']);
  });

  it('groups: a hidden group to its admins and moderators', async () => {
    const group = await make.group(t.app, owner, { name: 'Plongeurs de l’Aber' });
    await hide('group', group.id);
    expect(await readers('groups', 'plongeurs', group.id)).toEqual(['owner', 'moderator']);
  });

  it('businessPages: a hidden page to its owner and moderators', async () => {
    const page = await make.businessPage(t.app, owner, { name: 'Voilerie Morgat', category: 'Commerce de détail' });
    await hide('business-page', page.id);
    expect(await readers('businessPages', 'voilerie', page.id)).toEqual(['owner', 'moderator']);
  });

  it('businesses: a hidden business to whoever added it and moderators', async () => {
    const business = await make.business(t.app, owner, { businessName: 'Garage Quéméner', category: 'Services' });
    await hide('business', business.id);
    expect(await readers('businesses', 'quemener', business.id)).toEqual(['owner', 'moderator']);
  });

  it('municipalServices, associations, suggestions: public, found by everyone', async () => {
    const service = (await make.municipalService(t.app, { name: 'Capitainerie', category: 'Littoral' })).id;
    const association = (await make.association(t.app, { name: 'Sauveteurs en mer', category: 'Solidarité' })).id;
    const idea = await insert(
      `insert into suggestions (user_id, title, description, category) values ($1, 'Un ponton flottant', '', 'contenu')`,
      [member.id],
    );
    const everyone = ['visitor', 'outsider', 'owner', 'moderator'];
    expect(await readers('municipalServices', 'capitainerie', service)).toEqual(everyone);
    expect(await readers('associations', 'sauveteurs', association)).toEqual(everyone);
    expect(await readers('suggestions', 'ponton', idea)).toEqual(everyone);
  });

  it('referendums: published ones for everyone, a proposal waiting for the moderators for nobody', async () => {
    const id = await insert(
      `insert into referendums (title, question, description, category, ends_at, created_by)
       values ('Éclairage du môle', 'Éclairer le môle ?', '', 'Urbanisme', now() + interval '10 days', $1)`,
      [moderator.user.id],
    );
    const proposal = await insert(
      `insert into referendum_proposals (proposed_by, title, question, description, category, ends_at)
       values ($1, 'Lanternes du môle', 'Des lanternes ?', '', 'Urbanisme', now() + interval '10 days')`,
      [outsider.id],
    );
    expect(await readers('referendums', 'lanternes', proposal)).toEqual([]);
    expect(await documents('referendums', proposal)).toBe(0);
    expect(await readers('referendums', 'mole', id)).toEqual(['visitor', 'outsider', 'owner', 'moderator']);
  });
});

describe('search index: typos', () => {
  let bakery: string;
  let market: string;
  beforeAll(async () => {
    bakery = (await make.association(t.app, { name: 'Boulangerie solidaire', category: 'Solidarité' })).id;
    market = (await make.association(t.app, { name: 'Marché de Noël', category: 'Culture' })).id;
  });

  it('finds « Boulangerie » from « boulangrie »', async () => {
    expect(await foundBy('associations', 'boulangrie', undefined)).toEqual([bakery]);
  });

  it('finds « Marché de Noël » from « marché de noel »', async () => {
    expect(await foundBy('associations', 'marché de noel', undefined)).toEqual([market]);
    expect(await foundBy('associations', 'marche de noel', undefined)).toEqual([market]);
  });

  it('allows one typo from 5 letters, two from 9, none in a word of 4', async () => {
    const port = (await make.association(t.app, { name: 'Amis du port', category: 'Sport' })).id;
    // 4 letters: « pirt » is not « port ».
    expect(await foundBy('associations', 'pirt', undefined)).not.toContain(port);
    // From 5 letters, one typo; from 9, two.
    expect(await foundBy('associations', 'soludaire', undefined)).toEqual([bakery]);
    expect(await foundBy('associations', 'bolangrie', undefined)).toEqual([bakery]);
    // A word of 5 to 8 letters with two typos is too far: « chilot » is not « chalut ».
    const trawl = (await make.association(t.app, { name: 'Pêche au chalut', category: 'Sport' })).id;
    expect(await foundBy('associations', 'chalot', undefined)).toContain(trawl);
    expect(await foundBy('associations', 'chilot', undefined)).not.toContain(trawl);
  });

  it('ranks exact and prefix matches before typo matches', async () => {
    const typo = (await make.association(t.app, { name: 'Amis du chalut', category: 'Sport' })).id;
    const exact = (await make.association(t.app, { name: 'Bal du chalet', category: 'Culture' })).id;
    // By name, « Amis » would come first: the exact match wins.
    const chalet = await foundBy('associations', 'chalet', undefined);
    expect(chalet[0]).toBe(exact);
    expect(chalet).toContain(typo);
    const chalut = await foundBy('associations', 'chalut', undefined);
    expect(chalut[0]).toBe(typo);
    expect(chalut.at(-1)).toBe(exact);
  });
});

describe('search index: the writes keep it current', () => {
  it('a post created, edited, hidden and restored, then deleted', async () => {
    const created = await call('POST', '/api/posts', owner, { content: 'Les thoniers rentrent au port' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect(await foundBy('posts', 'thoniers', undefined)).toEqual([id]);

    expect(
      (await call('PATCH', `/api/posts/${id}`, owner, { content: 'Les sardiniers rentrent au port' })).statusCode,
    ).toBe(200);
    expect(await foundBy('posts', 'thoniers', undefined)).toEqual([]);
    expect(await foundBy('posts', 'sardiniers', undefined)).toEqual([id]);

    expect((await hide('post', id)).statusCode).toBe(200);
    expect(await foundBy('posts', 'sardiniers', undefined)).toEqual([]);
    expect((await hide('post', id, 'restore')).statusCode).toBe(200);
    expect(await foundBy('posts', 'sardiniers', undefined)).toEqual([id]);

    expect((await call('DELETE', `/api/posts/${id}`, owner)).statusCode).toBeLessThan(300);
    expect(await foundBy('posts', 'sardiniers', undefined)).toEqual([]);
    expect(await documents('posts', id)).toBe(0);
  });

  it('a like, which updates only its post’s counter, leaves the post’s document untouched (not even locked)', async () => {
    const post = await make.post(t.app, owner, { content: 'Les caseyeurs au mouillage' });
    // xmax moves when a statement updates or locks the row: a trigger run on the update would.
    const version = async () =>
      (
        await t.app.pool.query<{ v: string }>(
          `select xmin::text || '/' || xmax::text as v from search_documents where kind = 'posts' and row_id = $1`,
          [post.id],
        )
      ).rows[0]?.v;
    const before = await version();
    expect(before).toBeDefined();
    expect((await call('POST', `/api/posts/${post.id}/like`, member)).statusCode).toBe(200);
    expect(await version()).toBe(before);
    // An update of a column the document reads still refreshes it.
    await t.app.pool.query(`update posts set content = 'Les caseyeurs au port' where id = $1`, [post.id]);
    expect(await version()).not.toBe(before);
  });

  it('a group made private hides its posts from non-members, and a member who leaves stops finding them', async () => {
    const group = await make.group(t.app, owner, { name: 'Chaloupe du Cap' });
    await t.app.pool.query(`insert into group_members (group_id, user_id, role) values ($1, $2, 'member')`, [
      group.id,
      member.id,
    ]);
    const post = await make.post(t.app, owner, { content: 'Réparation du gréement', groupId: group.id });
    expect(await foundBy('placePosts', 'greement', outsider)).toEqual([post.id]);

    expect((await call('PATCH', `/api/groups/${group.id}`, owner, { isPrivate: true })).statusCode).toBe(200);
    expect(await foundBy('placePosts', 'greement', outsider)).toEqual([]);
    expect(await foundBy('placePosts', 'greement', undefined)).toEqual([]);
    expect(await foundBy('placePosts', 'greement', member)).toEqual([post.id]);

    expect((await call('POST', `/api/groups/${group.id}/leave`, member)).statusCode).toBeLessThan(300);
    expect(await foundBy('placePosts', 'greement', member)).toEqual([]);
    expect(await foundBy('placePosts', 'greement', owner)).toEqual([post.id]);
  });

  it('a profile hidden from visitors takes the resident and their posts out of visitors’ results', async () => {
    const [sailor] = (await quickResidents(t.app, 1)) as [QuickResident];
    await t.app.pool.query(`update "user" set name = 'Erwan Kerhervé' where id = $1`, [sailor.id]);
    const post = await make.post(t.app, sailor, { content: 'Régate des vieux gréements' });
    expect(await foundBy('residents', 'kerherve', undefined)).toEqual([sailor.id]);
    expect(await foundBy('posts', 'vieux', undefined)).toEqual([post.id]);

    await make.settings(t.app, sailor, { privacy: { profileVisible: false } });
    expect(await foundBy('residents', 'kerherve', undefined)).toEqual([]);
    expect(await foundBy('posts', 'vieux', undefined)).toEqual([]);
    expect(await foundBy('residents', 'kerherve', outsider)).toEqual([sailor.id]);
    expect(await foundBy('posts', 'vieux', outsider)).toEqual([post.id]);
  });
});

describe('search index: one statement', () => {
  it('answers every kind with one statement on the index’s GIN index, reading no kind’s table to match', async () => {
    const statements: Array<{ text: string; values: unknown[] }> = [];
    const recording = {
      query: (config: { text: string; values: unknown[] }) => {
        statements.push(config);
        return t.app.pool.query(config);
      },
    } as unknown as Sql;
    await runSearch(recording, searchParts(t.app.modules), t.app.visibility, null, { q: 'port' });
    expect(statements).toHaveLength(1);
    const client = await t.app.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${statements[0]!.text}`,
        statements[0]!.values,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, plan).toContain('search_documents_');
      expect(plan).not.toMatch(/_search_idx/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  describe('each kind index-bound', () => {
    const POSTS = 30_000;

    /** The executed plan of the search of `q` among posts, over POSTS documents, each with 'chalutier', one in 500 with 'langoustine'. */
    async function plan(q: string): Promise<string> {
      const client = await t.app.pool.connect();
      try {
        await client.query('begin');
        // The rows and their documents written at once (the index's triggers would take a while).
        await client.query('set local session_replication_role = replica');
        await client.query(
          `with made as (
             insert into posts (user_id, content, created_at)
             select $1, 'chalutier ' || g || case when g % 500 = 0 then ' langoustine' else '' end, now() - g * interval '1 minute'
             from generate_series(1, ${POSTS}) g
             returning id, content, created_at)
           insert into search_documents (kind, row_id, vector, at)
           select 'posts', id::text, to_tsvector('public.french_unaccent', content), created_at from made`,
          [owner.user.id],
        );
        await client.query('set local session_replication_role = origin');
        await client.query('analyze search_documents, posts');
        const statements: Array<{ text: string; values: unknown[] }> = [];
        const recording = {
          query: (config: { text: string; values: unknown[] }) => {
            statements.push(config);
            return client.query(config);
          },
        } as unknown as Sql;
        const sizes = new Map([['posts', POSTS]] as const);
        await runSearch(recording, searchParts(t.app.modules), t.app.visibility, null, { q, kind: 'posts' }, sizes);
        await client.query('set local plan_cache_mode = force_generic_plan');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off, timing off) ${statements[0]!.text}`,
          statements[0]!.values,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await client.query('rollback');
        client.release();
      }
    }

    it('finds a resident by two letters inside their name, accents ignored (no trigram: among the first by name)', async () => {
      expect(await foundBy('residents', 'ué', undefined)).toContain(owner.user.id);
      expect(await foundBy('residents', 'no', undefined)).toContain(owner.user.id);
    });

    /** The plan's lines walking the documents by date: the sample that chooses, then the walk. */
    const walks = (text: string) => text.split('\n').filter((line) => line.includes('using search_documents_at_idx'));

    it('walks a word in every post on the date btree, stopped at the page, never ranking every match', async () => {
      const text = await plan('chalutier');
      expect(walks(text), text).toEqual([
        expect.stringMatching(/Index Scan Backward using search_documents_at_idx .*rows=256(\.00)? loops=1/),
        expect.stringMatching(/Index Scan Backward using search_documents_at_idx .*rows=42(\.00)? loops=1/),
      ]);
      const gin = text
        .split('\n')
        .filter((line) => line.includes('Bitmap Index Scan on search_documents_vector_idx_posts'));
      expect(gin, text).toEqual([expect.stringMatching(/never executed/)]);
    });

    it('ranks a word in one post of 500 from the posts’ GIN index, without walking', async () => {
      const text = await plan('langoustine');
      expect(walks(text)[1], text).toMatch(/never executed/);
      const gin = text
        .split('\n')
        .filter((line) => line.includes('Bitmap Index Scan on search_documents_vector_idx_posts'));
      expect(gin, text).toEqual([expect.not.stringMatching(/never executed/)]);
    });
  });
});

describe('search index: built from the declarations', () => {
  it('is rebuilt from the rows at the start when the declarations changed, and left alone when not', async () => {
    const parts = searchParts(t.app.modules).values();
    const count = async () =>
      (await t.app.pool.query<{ n: number }>('select count(*)::int as n from search_documents')).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await t.app.pool.query(`delete from search_documents where kind = 'associations'`);
    // Same declarations: nothing rebuilt.
    await syncSearchIndex(t.app.pool, searchParts(t.app.modules).values());
    expect(await count()).toBeLessThan(before);
    // Another version of them (as after a deploy): every document again, from the rows.
    await t.app.pool.query(`comment on table search_documents is 'an older version'`);
    await syncSearchIndex(t.app.pool, parts);
    expect(await count()).toBe(before);
    expect(await foundBy('associations', 'boulangerie', undefined)).toHaveLength(1);
  });

  it('reinstalls changed triggers without rebuilding the documents', async () => {
    const comment = async () =>
      (await t.app.pool.query<{ c: string }>(`select obj_description('search_documents'::regclass, 'pg_class') as c`))
        .rows[0]!.c;
    const [triggers, documents] = (await comment()).split(' ');
    await t.app.pool.query(`comment on table search_documents is 'older-triggers ${documents}'`);
    await t.app.pool.query(`drop trigger search_index_associations_associations_insert on associations`);
    const before = (await t.app.pool.query<{ xmin: string }>(`select max(xmin::text) as xmin from search_documents`))
      .rows[0]!.xmin;
    await syncSearchIndex(t.app.pool, searchParts(t.app.modules).values());
    expect(await comment()).toBe(`${triggers} ${documents}`);
    // No document written again…
    expect(
      (await t.app.pool.query<{ xmin: string }>(`select max(xmin::text) as xmin from search_documents`)).rows[0]!.xmin,
    ).toBe(before);
    // …and the trigger back.
    await t.app.pool.query(
      `insert into associations (name, category, description) values ('Les Voiliers', 'Sport', 'Régates')`,
    );
    expect(await foundBy('associations', 'voiliers', undefined)).toHaveLength(1);
  });
});
