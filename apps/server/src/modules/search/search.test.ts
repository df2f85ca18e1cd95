import type { Post, SearchResults } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVerifiedUser, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { escapeLike } from '../../db/sql.ts';

let t: TestApp;
let gwen: VerifiedUser;
let summer: Post;

async function search(q: string, cookie?: string): Promise<SearchResults> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchResults;
}

beforeAll(async () => {
  t = await buildTestApp();
  gwen = await createVerifiedUser(t.app, { name: 'Gwénaëlle Le Dû', username: 'gwen_ledu' });
  await createVerifiedUser(t.app, { name: 'Hervé Kerguelen', username: 'herve_100' });
  const post = (content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content },
      headers: { cookie: gwen.cookie, origin: t.env.PUBLIC_URL },
    });
  summer = (await post('Quel bel été au port de Port-Marin : les régates reviennent !')).json() as Post;
  await post("Marché d'hiver sur la place de la Mairie");
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

  it('finds residents by name or username, without accents or case', async () => {
    expect((await search('gwenaelle')).residents.map((r) => r.name)).toEqual(['Gwénaëlle Le Dû']);
    expect((await search('LE DU')).residents.map((r) => r.name)).toEqual(['Gwénaëlle Le Dû']);
    expect((await search('herve_1')).residents.map((r) => r.username)).toEqual(['herve_100']);
    expect((await search('kerguélen')).residents.map((r) => r.name)).toEqual(['Hervé Kerguelen']);
  });

  it('treats % and _ as letters', async () => {
    expect((await search('%')).residents).toEqual([]);
    expect((await search('e_v')).residents).toEqual([]);
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });

  it('refuses an empty query in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Saisissez un mot à chercher.');
  });
});
