import { CURSOR_MESSAGE, SEARCH_CURSOR_NEEDS_KIND, type Post, type SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as make from '../../../test/factories.ts';
import {
  buildTestApp,
  createVerifiedUser,
  forgedCursor,
  type TestApp,
  type VerifiedUser,
} from '../../../test/helpers.ts';
import { escapeLike } from '../../db/sql.ts';
import { encodeSearchCursor, prefixTsQuery } from './search.service.ts';

let t: TestApp;
let gwen: VerifiedUser;
let herve: VerifiedUser;
let summer: Post;

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function search(q: string, cookie?: string, extra = ''): Promise<SearchResults> {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`, cookie);
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchResults;
}

const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

let cafeGroup: string;
let secretGroup: string;
let creperie: string;
let bakery: string;
let school: string;
let nautique: string;

beforeAll(async () => {
  t = await buildTestApp();
  gwen = await createVerifiedUser(t.app, { name: 'Gwénaëlle Le Dû', username: 'gwen_ledu' });
  herve = await createVerifiedUser(t.app, { name: 'Hervé Kerguelen', username: 'herve_100' });
  const post = (content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content },
      headers: { cookie: gwen.cookie, origin: t.env.PUBLIC_URL },
    });
  summer = (await post('Quel bel été au port de Port-Marin : les régates reviennent !')).json() as Post;
  await post("Marché d'hiver sur la place de la Mairie");

  cafeGroup = (
    await make.group(t.app, gwen, {
      name: 'Les amis du Café des Sports',
      description: 'On refait le monde autour d’un crème.',
      category: 'Cuisine',
    })
  ).id;
  secretGroup = (
    await make.group(t.app, gwen, {
      name: 'Chorale du Phare',
      description: 'Répétitions secrètes du chœur au Café de la Marine.',
      isPrivate: true,
    })
  ).id;
  creperie = (
    await make.businessPage(t.app, herve, {
      name: 'Crêperie de la Grève',
      category: 'Restaurant',
      description: 'Galettes de blé noir et cidre fermier.',
    })
  ).id;
  const moderator = await make.staff(t.app, 'moderator');
  bakery = (
    await make.business(
      t.app,
      herve,
      {
        businessName: 'Boulangerie Le Goff',
        category: 'Commerce',
        description: 'Pain au levain, kouign-amann.',
        address: '3 rue du Port, Port-Marin',
      },
      { by: moderator, isVerified: true },
    )
  ).id;
  school = (
    await make.municipalService(t.app, {
      name: 'École maternelle des Mouettes',
      category: 'Éducation',
      description: 'Inscriptions en mairie.',
      phone: '02 98 00 00 01',
    })
  ).id;
  nautique = (
    await make.association(t.app, {
      name: 'Société Nautique de Port-Marin',
      category: 'Sport',
      description: 'Voile légère, régates du dimanche et école de voile.',
    })
  ).id;
  // Posts written in a group or on a business page are not feed posts: search lists them apart.
  await make.post(t.app, gwen, { content: 'Répétition de la chorale : bel été', groupId: cafeGroup });
  await make.post(t.app, herve, { content: 'Galettes de l’été, régates', businessPageId: creperie });
});
afterAll(async () => t?.close());

describe('GET /api/search', () => {
  it("finds 'ete' in a post saying 'été', whatever the case and accents", async () => {
    for (const q of ['ete', 'ÉTÉ', 'Été', 'regate']) {
      const results = await search(q);
      expect(
        results.posts.map((p) => p.id),
        q,
      ).toEqual([summer.id]);
    }
    expect((await search('ete')).posts[0]).toMatchObject({ author: { name: 'Gwénaëlle Le Dû' }, likedByMe: false });
  });

  it('lists the posts of groups and business pages apart from the feed’s', async () => {
    expect((await search('chorale', gwen.cookie)).posts).toEqual([]);
    expect((await search('chorale', gwen.cookie)).placePosts).toHaveLength(1);
    expect((await search('galettes', herve.cookie)).posts).toEqual([]);
    expect((await search('galettes', herve.cookie)).placePosts).toHaveLength(1);
    expect((await search('regates', gwen.cookie)).posts.map((p) => p.id)).toEqual([summer.id]);
  });

  it('finds residents by name or username, without accents or case', async () => {
    expect((await search('gwenaelle')).residents.map((r) => r.name)).toEqual(['Gwénaëlle Le Dû']);
    expect((await search('LE DU')).residents.map((r) => r.name)).toEqual(['Gwénaëlle Le Dû']);
    expect((await search('herve_1')).residents.map((r) => r.username)).toEqual(['herve_100']);
    expect((await search('kerguélen')).residents.map((r) => r.name)).toEqual(['Hervé Kerguelen']);
  });

  it('lists a resident whose profile is hidden to residents only, not to visitors', async () => {
    await make.settings(t.app, herve, { privacy: { profileVisible: false } });
    try {
      expect((await search('kerguelen')).residents).toEqual([]);
      expect((await search('kerguelen', gwen.cookie)).residents.map((r) => r.name)).toEqual(['Hervé Kerguelen']);
    } finally {
      await make.settings(t.app, herve, { privacy: { profileVisible: true } });
    }
  });

  it("finds groups with and without accents: 'cafe' finds 'Café'", async () => {
    for (const q of ['cafe', 'Café', 'CAFE', 'caf', 'sports cafe']) {
      expect(names((await search(q)).groups), q).toEqual(['Les amis du Café des Sports']);
    }
    expect((await search('cafe')).groups[0]).toEqual({
      id: cafeGroup,
      name: 'Les amis du Café des Sports',
      description: 'On refait le monde autour d’un crème.',
      category: 'Cuisine',
      isPrivate: false,
      // Its creator is its first member.
      membersCount: 1,
      avatarUrl: null,
    });
    // By its description too.
    expect(names((await search('creme')).groups)).toEqual(['Les amis du Café des Sports']);
  });

  it('finds a private group by its name, not by its content, unless one is a member', async () => {
    const byName = await search('chorale phare');
    expect(byName.groups).toEqual([expect.objectContaining({ id: secretGroup, isPrivate: true, description: null })]);
    // 'marine' is only in its description: hidden from visitors and non-members…
    expect((await search('marine')).groups).toEqual([]);
    expect((await search('marine', herve.cookie)).groups).toEqual([]);
    expect((await search('chorale', herve.cookie)).groups[0]!.description).toBeNull();
    // …but its members find it by its description and read it.
    const member = await search('marine', gwen.cookie);
    expect(member.groups).toEqual([
      expect.objectContaining({ id: secretGroup, description: 'Répétitions secrètes du chœur au Café de la Marine.' }),
    ]);
  });

  it('finds business pages by name, category or description, accent-insensitively', async () => {
    for (const q of ['creperie', 'Crêperie', 'restaurant', 'cidre', 'greve']) {
      expect(names((await search(q)).businessPages), q).toEqual(['Crêperie de la Grève']);
    }
    expect((await search('creperie')).businessPages[0]).toMatchObject({ id: creperie, followersCount: 0 });
  });

  it('finds local businesses', async () => {
    for (const q of ['boulangerie', 'BOULANG', 'levain', 'kouign']) {
      expect(names((await search(q)).businesses), q).toEqual(['Boulangerie Le Goff']);
    }
    expect((await search('boulangerie')).businesses[0]).toEqual({
      id: bakery,
      name: 'Boulangerie Le Goff',
      category: 'Commerce',
      address: '3 rue du Port, Port-Marin',
      isVerified: true,
      logoUrl: null,
    });
  });

  it("finds municipal services: 'ecole' finds 'École'", async () => {
    for (const q of ['ecole', 'École', 'ECOLE', 'eco', 'maternelle', 'education']) {
      expect(names((await search(q)).municipalServices), q).toEqual(['École maternelle des Mouettes']);
    }
    expect((await search('ecole')).municipalServices[0]).toEqual({
      id: school,
      name: 'École maternelle des Mouettes',
      category: 'Éducation',
      phone: '02 98 00 00 01',
      isEmergency: false,
    });
  });

  it('finds associations', async () => {
    for (const q of ['societe nautique', 'Société', 'voile', 'sport']) {
      expect(names((await search(q)).associations), q).toEqual(['Société Nautique de Port-Marin']);
    }
    expect((await search('nautique')).associations[0]).toMatchObject({ id: nautique, category: 'Sport' });
    // 'ecole' is in its description too: each kind answers on its own.
    const both = await search('ecole');
    expect(names(both.associations)).toEqual(['Société Nautique de Port-Marin']);
    expect(names(both.municipalServices)).toEqual(['École maternelle des Mouettes']);
  });

  it('answers a query of punctuation only with no full-text results', async () => {
    const results = await search("'!?");
    expect(results.posts).toEqual([]);
    expect(results.groups).toEqual([]);
    expect(results.nextCursors.groups).toBeNull();
  });

  it('answers odd letters and marks without an error', async () => {
    for (const q of [
      '\u0301\u0301',
      'a\u0301b',
      '東京',
      'مرحبا',
      'ǅemal',
      '²³',
      'x'.repeat(100),
      'a:* & !b',
      "l'été (du) | port",
    ]) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('treats % and _ as letters', async () => {
    expect((await search('%')).residents).toEqual([]);
    expect((await search('e_v')).residents).toEqual([]);
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });

  it('makes each word a prefix and keeps only letters and digits', () => {
    expect(prefixTsQuery('cafe')).toBe('cafe:*');
    expect(prefixTsQuery("  l'École  & (du) port!")).toBe('l:* & École:* & du:* & port:*');
    expect(prefixTsQuery("'!?")).toBeNull();
  });
});

describe('GET /api/search paging', () => {
  const count = 25;
  beforeAll(async () => {
    for (let i = 0; i < count; i++) {
      await make.municipalService(t.app, {
        name: `Piscine municipale ${String(i).padStart(2, '0')}`,
        category: 'Sports',
        description: 'Bassin couvert.',
      });
    }
  });

  it('gives the first results of each kind, with a cursor where more follow', async () => {
    const results = await search('piscine');
    expect(results.municipalServices).toHaveLength(5);
    expect(results.nextCursors.municipalServices).toEqual(expect.any(String));
    expect(results.nextCursors.groups).toBeNull();
  });

  it('pages one kind with its cursor, every result once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SearchResults = await search(
        'piscine',
        undefined,
        `&kind=municipalServices&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.residents).toEqual([]);
      expect(page.groups).toEqual([]);
      seen.push(...page.municipalServices.map((s) => s.id));
      cursor = page.nextCursors.municipalServices;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });

  it('pages 20 by default for one kind and refuses more than 50', async () => {
    expect((await search('piscine', undefined, '&kind=municipalServices')).municipalServices).toHaveLength(20);
    expect((await get('/api/search?q=piscine&kind=municipalServices&limit=51')).statusCode).toBe(400);
    expect((await get('/api/search?q=piscine&kind=municipalServices&limit=0')).statusCode).toBe(400);
  });

  it('refuses a cursor without its kind, of another kind or forged, in French', async () => {
    const cursor = encodeSearchCursor('municipalServices', 5);
    const noKind = await get(`/api/search?q=piscine&cursor=${cursor}`);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.message).toBe(SEARCH_CURSOR_NEEDS_KIND);
    for (const bad of [
      encodeSearchCursor('groups', 5),
      encodeSearchCursor('municipalServices', 0),
      encodeSearchCursor('municipalServices', 100000),
      forgedCursor(['municipalServices', -3]),
      forgedCursor(['municipalServices', 2.5]),
      'nimportequoi',
    ]) {
      const res = await get(`/api/search?q=piscine&kind=municipalServices&cursor=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe(CURSOR_MESSAGE);
    }
    const invalid = await get('/api/search?q=piscine&cursor=a%2Fb&kind=groups');
    expect(invalid.statusCode).toBe(400);
  });
});

describe('GET /api/search refusals', () => {
  it('refuses an empty query in French', async () => {
    const res = await get('/api/search?q=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Saisissez un mot à chercher.');
    expect((await get('/api/search')).statusCode).toBe(400);
  });

  it('refuses an unknown kind and a query over 100 characters', async () => {
    const kind = await get('/api/search?q=port&kind=boats');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.message).toBe('Ce type de résultats n’existe pas.');
    expect((await get(`/api/search?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
