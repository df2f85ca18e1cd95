import type { Comment, CommentsPage, FeedPage, LikeResponse, Post } from '@portmarin/shared';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, caller, createVerifiedUser, type TestApp, type VerifiedUser } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { sampleJpeg, storedNames, uploadAs } from '../../../test/uploads.ts';

let t: TestApp;
let anne: VerifiedUser;
let paul: VerifiedUser;
let modo: VerifiedUser;

const call = caller(() => t);

async function publish(cookie: string, payload: object): Promise<Post> {
  const res = await call('POST', '/api/posts', cookie, payload);
  if (res.statusCode !== 201) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  return res.json() as Post;
}

async function counts(postId: string) {
  const { rows } = await t.app.pool.query<{
    likes: number;
    comments: number;
    real_likes: number;
    real_comments: number;
  }>(
    `select likes_count as likes, comments_count as comments,
       (select count(*)::int from post_likes where post_id = p.id) as real_likes,
       (select count(*)::int from comments where post_id = p.id) as real_comments
     from posts p where id = $1`,
    [postId],
  );
  return rows[0]!;
}

/** Residents signed in without a real sign-up, for the crowd tests (see posts.test-helpers.ts). */
function residents(n: number): Promise<QuickResident[]> {
  return quickResidents(t.app, n);
}

beforeAll(async () => {
  t = await buildTestApp();
  [anne, paul, modo] = await Promise.all([
    createVerifiedUser(t.app, { name: 'Anne Le Bihan' }),
    createVerifiedUser(t.app, { name: 'Paul Tanguy' }),
    createVerifiedUser(t.app, { name: 'Modération' }),
  ]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [modo.user.id]);
});
afterAll(async () => t?.close());
// Each test starts with fresh posting and commenting allowances (the throttle has its own test).
beforeEach(async () => {
  await t.app.pool.query("delete from rate_limit where key like 'throttle:%'");
});

describe('visitors', () => {
  it('read the feed and a post, with likedByMe false', async () => {
    const post = await publish(anne.cookie, { content: 'Marché du samedi sur le quai' });
    await call('POST', `/api/posts/${post.id}/like`, anne.cookie);
    const feed = await call('GET', '/api/feed');
    expect(feed.statusCode).toBe(200);
    const found = (feed.json() as FeedPage).posts.find((p) => p.id === post.id)!;
    expect(found).toMatchObject({
      likesCount: 1,
      likedByMe: false,
      author: { name: 'Anne Le Bihan', verified: false },
    });
    const one = await call('GET', `/api/posts/${post.id}`);
    expect(one.json()).toMatchObject({ id: post.id, likedByMe: false });
    const mine = await call('GET', `/api/posts/${post.id}`, anne.cookie);
    expect(mine.json()).toMatchObject({ likedByMe: true });
  });

  it('are refused every change with 401', async () => {
    const post = await publish(anne.cookie, { content: 'Bonjour' });
    const refused = await Promise.all([
      call('POST', '/api/posts', undefined, { content: 'Coucou' }),
      call('PATCH', `/api/posts/${post.id}`, undefined, { content: 'Modifié' }),
      call('DELETE', `/api/posts/${post.id}`),
      call('POST', `/api/posts/${post.id}/like`),
      call('DELETE', `/api/posts/${post.id}/like`),
      call('POST', `/api/posts/${post.id}/comments`, undefined, { content: 'Super' }),
      call('GET', `/api/profiles/${anne.username}/liked`),
    ]);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('creating posts', () => {
  it('creates a text post that comes first in the feed', async () => {
    const post = await publish(anne.cookie, { content: '  La fête du port commence à 18 h !  ' });
    expect(post).toMatchObject({
      content: 'La fête du port commence à 18 h !',
      imageUrl: null,
      likesCount: 0,
      commentsCount: 0,
      sharesCount: 0,
      likedByMe: false,
      author: { id: anne.user.id, name: 'Anne Le Bihan', username: anne.username },
    });
    const feed = (await call('GET', '/api/feed?limit=1')).json() as FeedPage;
    expect(feed.posts[0]!.id).toBe(post.id);
  });

  it('keeps text as text', async () => {
    const post = await publish(anne.cookie, { content: '<img src=x onerror=alert(1)> & <b>gras</b>' });
    expect(post.content).toBe('<img src=x onerror=alert(1)> & <b>gras</b>');
  });

  it('attaches the author’s own post photo', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const post = await publish(anne.cookie, { uploadId: upload.id });
    expect(post).toMatchObject({ content: '', imageUrl: upload.url, thumbnailUrl: upload.thumbnailUrl });
    // The same photo cannot be used by a second post.
    const again = await call('POST', '/api/posts', anne.cookie, { content: 'Encore', uploadId: upload.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('UPLOAD_NOT_FOUND');
  });

  it('keeps the author’s description of the photo as its text alternative, and edits it', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const imageAlt = 'Trois voiliers rouges amarrés au ponton, marée basse';
    const post = await publish(anne.cookie, { content: 'Au port', uploadId: upload.id, imageAlt });
    expect(post.imageAlt).toBe(imageAlt);
    expect((await call('GET', `/api/posts/${post.id}`)).json().imageAlt).toBe(imageAlt);
    const edit = (body: object) => call('PATCH', `/api/posts/${post.id}`, anne.cookie, { content: 'Au port', ...body });
    // Absent keeps it, a new one replaces it, an empty one removes it.
    expect((await edit({})).json().imageAlt).toBe(imageAlt);
    expect((await edit({ imageAlt: 'Deux voiliers' })).json().imageAlt).toBe('Deux voiliers');
    expect((await edit({ imageAlt: '  ' })).json().imageAlt).toBeNull();
    const tooLong = await call('POST', '/api/posts', anne.cookie, { content: 'x', imageAlt: 'a'.repeat(251) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses someone else’s photo, a photo of another kind and an unknown one', async () => {
    const pauls = await uploadAs(t.app, paul.cookie, await sampleJpeg());
    const avatar = await uploadAs(t.app, anne.cookie, await sampleJpeg(), 'avatar');
    for (const uploadId of [pauls.id, avatar.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', '/api/posts', anne.cookie, { content: 'Photo', uploadId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('UPLOAD_NOT_FOUND');
    }
  });

  it('refuses an empty post with the spec’s message', async () => {
    for (const payload of [{}, { content: '   ' }]) {
      const res = await call('POST', '/api/posts', anne.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Veuillez ajouter du contenu ou une photo');
    }
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    const unknown = await call('GET', '/api/posts/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('POST_NOT_FOUND');
    expect((await call('GET', '/api/posts/abc')).statusCode).toBe(400);
  });

  it('throttles posting: the 11th post in 10 minutes gets 429 with a French message', async () => {
    const [hasty] = await residents(1);
    for (let i = 0; i < 10; i += 1) await publish(hasty!.cookie, { content: `Message ${i}` });
    const res = await call('POST', '/api/posts', hasty!.cookie, { content: 'Un de trop' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(res.json().error.message).toMatch(/trop de fois/);
  });
});

describe('editing and deleting posts', () => {
  it('lets only the author edit (403 for others, moderators included)', async () => {
    const post = await publish(anne.cookie, { content: 'Première version' });
    for (const cookie of [paul.cookie, modo.cookie]) {
      const res = await call('PATCH', `/api/posts/${post.id}`, cookie, { content: 'Piraté' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const res = await call('PATCH', `/api/posts/${post.id}`, anne.cookie, { content: 'Seconde version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: 'Seconde version' });
    expect((await call('GET', `/api/posts/${post.id}`)).json().content).toBe('Seconde version');
  });

  it('refuses an edit that leaves neither text nor photo', async () => {
    const text = await publish(anne.cookie, { content: 'Texte seul' });
    const res = await call('PATCH', `/api/posts/${text.id}`, anne.cookie, { content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('EMPTY_POST');

    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const photo = await publish(anne.cookie, { uploadId: upload.id });
    const both = await call('PATCH', `/api/posts/${photo.id}`, anne.cookie, { content: '', removeImage: true });
    expect(both.statusCode).toBe(400);
    // Emptying the text of a photo post is fine.
    expect((await call('PATCH', `/api/posts/${photo.id}`, anne.cookie, { content: '' })).statusCode).toBe(200);
  });

  it('removes the photo and its files when asked', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const post = await publish(anne.cookie, { content: 'Avec photo', uploadId: upload.id });
    const res = await call('PATCH', `/api/posts/${post.id}`, anne.cookie, { content: 'Sans photo', removeImage: true });
    expect(res.json()).toMatchObject({ imageUrl: null, thumbnailUrl: null, content: 'Sans photo' });
    const names = await storedNames(t.app);
    expect(names).not.toContain(path.basename(upload.url));
    expect((await call('GET', upload.url)).statusCode).toBe(404);
  });

  it('lets the author delete, with the photo files, and refuses other residents', async () => {
    const upload = await uploadAs(t.app, anne.cookie, await sampleJpeg());
    const post = await publish(anne.cookie, { content: 'À supprimer', uploadId: upload.id });
    const refused = await call('DELETE', `/api/posts/${post.id}`, paul.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `/api/posts/${post.id}`, anne.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call('GET', upload.thumbnailUrl)).statusCode).toBe(404);
    const { rowCount } = await t.app.pool.query('select 1 from uploads where id = $1', [upload.id]);
    expect(rowCount).toBe(0);
    expect((await call('DELETE', `/api/posts/${post.id}`, anne.cookie)).statusCode).toBe(404);
  });

  it('lets moderators and admins delete any post', async () => {
    const post = await publish(paul.cookie, { content: 'Message douteux' });
    expect((await call('DELETE', `/api/posts/${post.id}`, modo.cookie)).statusCode).toBe(204);
    const [admin] = await residents(1);
    await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin!.id]);
    const other = await publish(paul.cookie, { content: 'Autre message' });
    expect((await call('DELETE', `/api/posts/${other.id}`, admin!.cookie)).statusCode).toBe(204);
  });
});

describe('likes', () => {
  it('stay exact when 50 residents like at once', async () => {
    const post = await publish(anne.cookie, { content: 'Coucher de soleil sur la digue' });
    const crowd = await residents(50);
    const results = await Promise.all(crowd.map((r) => call('POST', `/api/posts/${post.id}/like`, r.cookie)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counts(post.id)).toMatchObject({ likes: 50, real_likes: 50 });
    const unliked = await Promise.all(crowd.map((r) => call('DELETE', `/api/posts/${post.id}/like`, r.cookie)));
    expect(unliked.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counts(post.id)).toMatchObject({ likes: 0, real_likes: 0 });
  });

  it('count one like when one resident likes 50 times at once, and never go below 0', async () => {
    const post = await publish(anne.cookie, { content: 'Régates dimanche' });
    const likes = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `/api/posts/${post.id}/like`, paul.cookie)),
    );
    for (const res of likes) expect(res.json()).toEqual({ liked: true, likesCount: 1 } satisfies LikeResponse);
    expect(await counts(post.id)).toMatchObject({ likes: 1, real_likes: 1 });
    const unlikes = await Promise.all(
      Array.from({ length: 50 }, () => call('DELETE', `/api/posts/${post.id}/like`, paul.cookie)),
    );
    for (const res of unlikes) expect(res.json()).toEqual({ liked: false, likesCount: 0 } satisfies LikeResponse);
    expect(await counts(post.id)).toMatchObject({ likes: 0, real_likes: 0 });
  });

  it('answer 404 for an unknown post', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/posts/${id}/like`, paul.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/posts/${id}/like`, paul.cookie)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('are listed oldest first, page by page, and counted exactly', async () => {
    const post = await publish(anne.cookie, { content: 'Qui vient au marché ?' });
    const crowd = await residents(12);
    // Concurrent comments: the counter must still match the rows.
    const added = await Promise.all(
      crowd.map((r, i) => call('POST', `/api/posts/${post.id}/comments`, r.cookie, { content: `Moi ! (${i})` })),
    );
    expect(added.every((r) => r.statusCode === 201)).toBe(true);
    expect(await counts(post.id)).toMatchObject({ comments: 12, real_comments: 12 });

    const seen: Comment[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/posts/${post.id}/comments?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url)).json() as CommentsPage;
      seen.push(...page.comments);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((c) => c.id)).size).toBe(12);
    const times = seen.map((c) => c.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('may be deleted by their author, the post’s author or a moderator, not by others', async () => {
    const post = await publish(anne.cookie, { content: 'Plage de la Grève' });
    const add = async (cookie: string) =>
      (await call('POST', `/api/posts/${post.id}/comments`, cookie, { content: 'Belle photo' })).json() as Comment;
    const byPaul = await add(paul.cookie);
    expect(byPaul).toMatchObject({ postId: post.id, content: 'Belle photo', author: { id: paul.user.id } });
    const byPaul2 = await add(paul.cookie);
    const byPaul3 = await add(paul.cookie);
    const [stranger] = await residents(1);
    const refused = await call('DELETE', `/api/posts/${post.id}/comments/${byPaul.id}`, stranger!.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `/api/posts/${post.id}/comments/${byPaul.id}`, paul.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/posts/${post.id}/comments/${byPaul2.id}`, anne.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/posts/${post.id}/comments/${byPaul3.id}`, modo.cookie)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/posts/${post.id}/comments/${byPaul3.id}`, modo.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('COMMENT_NOT_FOUND');
    expect(await counts(post.id)).toMatchObject({ comments: 0, real_comments: 0 });
    expect((await call('GET', `/api/posts/${post.id}`)).json().commentsCount).toBe(0);
  });

  it('refuses an empty comment and a comment on an unknown post', async () => {
    const post = await publish(anne.cookie, { content: 'Vide ?' });
    const empty = await call('POST', `/api/posts/${post.id}/comments`, paul.cookie, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Le commentaire est vide.');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/posts/${unknown}/comments`, paul.cookie, { content: 'Allô' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/posts/${unknown}/comments`)).statusCode).toBe(404);
  });
});

describe('shares', () => {
  it('count shares, visitors included', async () => {
    const post = await publish(anne.cookie, { content: 'À partager' });
    expect((await call('POST', `/api/posts/${post.id}/share`)).json()).toEqual({ sharesCount: 1 });
    expect((await call('POST', `/api/posts/${post.id}/share`, paul.cookie)).json()).toEqual({ sharesCount: 2 });
    expect((await call('POST', '/api/posts/00000000-0000-4000-8000-000000000000/share')).statusCode).toBe(404);
  });
});

describe('feed pagination', () => {
  it('stays stable while new posts arrive: no duplicate, no gap', async () => {
    const { rows } = await t.app.pool.query<{ id: string }>('select id from posts');
    const before = new Set(rows.map((r) => r.id));
    // Posts sharing one timestamp (down to the microsecond) test the id tie-break.
    await t.app.pool.query(
      `insert into posts (user_id, content, created_at)
       select $1, 'Ancien message ' || g, now() - interval '1 day' - (g / 3) * interval '1 minute'
       from generate_series(1, 24) g`,
      [paul.user.id],
    );
    const all = (
      await t.app.pool.query<{ id: string }>('select id from posts order by created_at desc, id desc')
    ).rows.map((r) => r.id);
    expect(all.length).toBe(before.size + 24);

    const seen: string[] = [];
    const first = (await call('GET', '/api/feed?limit=7', anne.cookie)).json() as FeedPage;
    seen.push(...first.posts.map((p) => p.id));
    // New posts arrive between pages.
    for (let i = 0; i < 3; i += 1) await publish(anne.cookie, { content: `Tout nouveau ${i}` });
    let cursor = first.nextCursor;
    while (cursor) {
      const page = (await call('GET', `/api/feed?limit=7&cursor=${cursor}`, anne.cookie)).json() as FeedPage;
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it('refuses a forged cursor', async () => {
    const res = await call('GET', '/api/feed?cursor=bm9uc2Vuc2U');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Le curseur de pagination est invalide.');
  });
});

describe('profile lists', () => {
  it('lists a resident’s posts, newest first', async () => {
    const [author] = await residents(1);
    const a = await publish(author!.cookie, { content: 'Un' });
    const b = await publish(author!.cookie, { content: 'Deux' });
    const page = (await call('GET', `/api/profiles/${author!.username.toUpperCase()}/posts`)).json() as FeedPage;
    expect(page.posts.map((p) => p.id)).toEqual([b.id, a.id]);
    expect((await call('GET', '/api/profiles/personne_inconnue/posts')).statusCode).toBe(404);
  });

  it('hides the posts of a hidden profile from others', async () => {
    const [shy] = await residents(1);
    await publish(shy!.cookie, { content: 'Discret' });
    await t.app.pool.query('insert into user_settings (user_id, profile_visible) values ($1, false)', [shy!.id]);
    const url = `/api/profiles/${shy!.username}/posts`;
    expect(((await call('GET', url)).json() as FeedPage).posts).toHaveLength(0);
    expect(((await call('GET', url, paul.cookie)).json() as FeedPage).posts).toHaveLength(0);
    expect(((await call('GET', url, shy!.cookie)).json() as FeedPage).posts).toHaveLength(1);
    expect(((await call('GET', url, modo.cookie)).json() as FeedPage).posts).toHaveLength(1);
  });

  it('lists the posts a resident liked, newest like first, to that resident only', async () => {
    const [fan] = await residents(1);
    const p1 = await publish(anne.cookie, { content: 'Premier' });
    const p2 = await publish(paul.cookie, { content: 'Second' });
    await call('POST', `/api/posts/${p2.id}/like`, fan!.cookie);
    await call('POST', `/api/posts/${p1.id}/like`, fan!.cookie);
    const url = `/api/profiles/${fan!.username}/liked`;
    const first = (await call('GET', `${url}?limit=1`, fan!.cookie)).json() as FeedPage;
    expect(first.posts.map((p) => p.id)).toEqual([p1.id]);
    expect(first.posts[0]!.likedByMe).toBe(true);
    const second = (await call('GET', `${url}?limit=1&cursor=${first.nextCursor}`, fan!.cookie)).json() as FeedPage;
    expect(second.posts.map((p) => p.id)).toEqual([p2.id]);
    expect(second.nextCursor).toBeNull();
    const refused = await call('GET', url, paul.cookie);
    expect(refused.statusCode).toBe(403);
  });
});
